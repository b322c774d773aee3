import { describe, expect, it } from 'vitest';
import { ariaSortOf, nextSort, sortRows } from './table-sort.ts';

describe('nextSort', () => {
  it('turns the sorted column around', () => {
    expect(nextSort({ key: 'tvl', direction: 'desc' }, 'tvl')).toEqual({
      key: 'tvl',
      direction: 'asc',
    });
    expect(nextSort({ key: 'tvl', direction: 'asc' }, 'tvl')).toEqual({
      key: 'tvl',
      direction: 'desc',
    });
  });

  it('starts another column largest first, or in the direction given', () => {
    expect(nextSort({ key: 'tvl', direction: 'asc' }, 'volume')).toEqual({
      key: 'volume',
      direction: 'desc',
    });
    expect(nextSort({ key: 'tvl', direction: 'desc' }, 'name', 'asc')).toEqual({
      key: 'name',
      direction: 'asc',
    });
  });
});

describe('ariaSortOf', () => {
  it('names the direction of the sorted column only', () => {
    const sort = { key: 'tvl', direction: 'asc' } as const;
    expect(ariaSortOf(sort, 'tvl')).toBe('ascending');
    expect(ariaSortOf({ ...sort, direction: 'desc' }, 'tvl')).toBe('descending');
    expect(ariaSortOf<string>(sort, 'volume')).toBeUndefined();
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 'a', value: 5n as bigint | null },
    { id: 'b', value: null },
    { id: 'c', value: 20n },
    { id: 'd', value: 5n },
  ];
  const ids = (sorted: typeof rows) => sorted.map((row) => row.id);

  it('sorts bigints both ways, rows without a value last, ties in their order', () => {
    const valueOf = (row: (typeof rows)[number]) => row.value;
    expect(ids(sortRows(rows, { key: 'value', direction: 'desc' }, valueOf))).toEqual([
      'c',
      'a',
      'd',
      'b',
    ]);
    expect(ids(sortRows(rows, { key: 'value', direction: 'asc' }, valueOf))).toEqual([
      'a',
      'd',
      'c',
      'b',
    ]);
  });

  it('sorts names without regard to case', () => {
    const names = [{ name: 'pill' }, { name: 'MOTO' }, { name: 'Odys' }];
    expect(
      sortRows(names, { key: 'name', direction: 'asc' }, (row) => row.name).map((row) => row.name),
    ).toEqual(['MOTO', 'Odys', 'pill']);
  });

  it('leaves the rows it was given untouched', () => {
    const copy = [...rows];
    sortRows(rows, { key: 'value', direction: 'asc' }, (row) => row.value);
    expect(rows).toEqual(copy);
  });
});
