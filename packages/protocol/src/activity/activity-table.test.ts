import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '../constants.ts';
import {
  apiPageWindow,
  clampPage,
  DEFAULT_ACTIVITY_SORT,
  pageCount,
  sortByLastUpdated,
  tablePageRows,
  toggleSortDirection,
  type SortDirection,
} from './activity-table.ts';

describe('the activity table', () => {
  it('shows 25 rows a page, sorted ascending by default', () => {
    expect(PAGE_SIZES.activityTable).toBe(25);
    expect(DEFAULT_ACTIVITY_SORT).toBe('asc');
    expect(toggleSortDirection('asc')).toBe('desc');
    expect(toggleSortDirection('desc')).toBe('asc');
  });

  it.each([
    [0, 1],
    [1, 1],
    [25, 1],
    [26, 2],
    [120, 5],
  ])('has %i rows on %i pages', (total, pages) => {
    expect(pageCount(total, 25)).toBe(pages);
  });

  it('keeps a page number between 1 and the last page', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(7, 4)).toBe(4);
    expect(clampPage(2.7, 4)).toBe(2);
    expect(clampPage(Number.NaN, 4)).toBe(1);
  });
});

describe('apiPageWindow', () => {
  it('reads a descending page from one api page', () => {
    expect(apiPageWindow({ total: 120, page: 2, direction: 'desc' })).toEqual({
      apiPages: [1],
      skip: 25,
      take: 25,
    });
  });

  it('reads the oldest rows first when ascending', () => {
    // 120 rows newest first: indices 95..119 are the oldest 25, on api pages 2 (50-99) and 3.
    expect(apiPageWindow({ total: 120, page: 1, direction: 'asc' })).toEqual({
      apiPages: [2, 3],
      skip: 45,
      take: 25,
    });
    // The last ascending page is the newest 20 rows.
    expect(apiPageWindow({ total: 120, page: 5, direction: 'asc' })).toEqual({
      apiPages: [1],
      skip: 0,
      take: 20,
    });
  });

  it('has nothing past the end or for no rows', () => {
    expect(apiPageWindow({ total: 0, page: 1, direction: 'asc' }).apiPages).toEqual([]);
    expect(apiPageWindow({ total: 10, page: 2, direction: 'desc' }).take).toBe(0);
    expect(apiPageWindow({ total: 10, page: 2, direction: 'asc' }).take).toBe(0);
  });

  it('pages through every row exactly once in either direction', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom<SortDirection>('asc', 'desc'),
        (total, direction) => {
          const newestFirst = Array.from({ length: total }, (_, index) => ({
            id: index,
            lastUpdated: 10_000 - index,
          }));
          const apiPage = (page: number) => newestFirst.slice((page - 1) * 50, page * 50);
          const seen: number[] = [];
          for (let page = 1; page <= pageCount(total, 25); page++) {
            const window = apiPageWindow({ total, page, direction });
            const joined = window.apiPages.flatMap(apiPage);
            const rows = tablePageRows(joined, window, direction);
            expect(rows.length).toBeLessThanOrEqual(25);
            seen.push(...rows.map((row) => row.id));
          }
          const expected = newestFirst.map((row) => row.id);
          expect(seen).toEqual(direction === 'desc' ? expected : [...expected].reverse());
        },
      ),
    );
  });
});

describe('sortByLastUpdated', () => {
  const rows = [
    { id: 'b', lastUpdated: 20 },
    { id: 'c', lastUpdated: 20 },
    { id: 'a', lastUpdated: 30 },
    { id: 'd', lastUpdated: 10 },
  ];

  it('sorts newest first going down, mirrored going up', () => {
    expect(sortByLastUpdated(rows, 'desc').map((row) => row.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(sortByLastUpdated(rows, 'asc').map((row) => row.id)).toEqual(['d', 'c', 'b', 'a']);
  });
});
