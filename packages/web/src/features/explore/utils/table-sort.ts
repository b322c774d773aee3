import type { SortDirection } from '@opswap/protocol/activity/activity-table';

/** Which column a table is sorted by, and which way. */
export interface TableSort<Key extends string> {
  key: Key;
  direction: SortDirection;
}

/**
 * The sort after a click on a column header: the sorted column turns around; another column starts
 * from `firstDirection` (largest first for figures, A to Z for names).
 */
export function nextSort<Key extends string>(
  current: TableSort<Key>,
  key: Key,
  firstDirection: SortDirection = 'desc',
): TableSort<Key> {
  if (current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: firstDirection };
}

/** The aria-sort of a column: its direction when the table is sorted by it, else none. */
export function ariaSortOf<Key extends string>(
  sort: TableSort<Key>,
  key: Key,
): 'ascending' | 'descending' | undefined {
  if (sort.key !== key) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

export type SortValue = bigint | number | string | null;

function compare(left: Exclude<SortValue, null>, right: Exclude<SortValue, null>): number {
  if (typeof left === 'string' && typeof right === 'string') {
    return left.localeCompare(right, undefined, { sensitivity: 'base' });
  }
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * Rows sorted by one column's values, in either direction. A row without a value (no price, so no
 * TVL) goes last both ways, and equal rows keep their order.
 */
export function sortRows<Row, Key extends string>(
  rows: readonly Row[],
  sort: TableSort<Key>,
  valueOf: (row: Row, key: Key) => SortValue,
): Row[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.key) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        return (a.value === null ? 1 : 0) - (b.value === null ? 1 : 0) || a.index - b.index;
      }
      return sign * compare(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}
