import type { SortDirection } from '@opswap/protocol/activity/activity-table';
import type { TableColumn } from '../../../ui/data-table.tsx';
import { ariaSortOf, nextSort, type TableSort } from '../utils/table-sort.ts';

interface SortableColumn<Key extends string> {
  label: string;
  key: Key;
  sort: TableSort<Key>;
  onSort(sort: TableSort<Key>): void;
  end?: boolean;
  /** The direction a first click sorts in; figures start largest first. */
  firstDirection?: SortDirection;
}

/** A column whose header is a button that sorts the table by it, with aria-sort on the header. */
export function sortableColumn<Key extends string>({
  label,
  key,
  sort,
  onSort,
  end,
  firstDirection,
}: SortableColumn<Key>): TableColumn {
  const active = sort.key === key;
  return {
    end,
    sort: ariaSortOf(sort, key),
    label: (
      <button
        type="button"
        onClick={() => onSort(nextSort(sort, key, firstDirection))}
        className="inline-flex items-center gap-1 rounded whitespace-nowrap uppercase hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
      >
        {label}
        <span aria-hidden="true" className={active ? 'text-text' : 'opacity-40'}>
          {active ? (sort.direction === 'asc' ? '↑' : '↓') : '↕'}
        </span>
      </button>
    ),
  };
}
