import { PAGE_SIZES } from '../constants.ts';

/**
 * The activity table (docs/activity.md#activity-table): 25 rows a page, sorted by lastUpdated,
 * ascending by default. The api pages activities 50 at a time, most recently updated first; these
 * functions say which api pages hold a table page and where its rows sit in them, so the table
 * pages through the whole history rather than through what happens to be loaded.
 */

export type SortDirection = 'asc' | 'desc';
export const DEFAULT_ACTIVITY_SORT: SortDirection = 'asc';

export function toggleSortDirection(direction: SortDirection): SortDirection {
  return direction === 'asc' ? 'desc' : 'asc';
}

/** Pages of `pageSize` rows for `total` rows; an empty list still has page 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A 1-based page number kept between 1 and the last page. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, pages));
}

export interface ApiPageWindow {
  /** The 1-based api pages to fetch, in order; none for a page past the end. */
  apiPages: number[];
  /** Rows to skip in those api pages joined in order (newest first). */
  skip: number;
  /** Rows to take after skipping. */
  take: number;
}

export interface PageWindowInput {
  /** Rows in the whole list (the overview's count). */
  total: number;
  /** 1-based table page. */
  page: number;
  direction: SortDirection;
  pageSize?: number;
  apiPageSize?: number;
}

/**
 * Where the rows of a table page are among the api's newest-first pages. Ascending page 1 holds
 * the oldest rows, which are the last of the newest-first list.
 */
export function apiPageWindow({
  total,
  page,
  direction,
  pageSize = PAGE_SIZES.activityTable,
  apiPageSize = PAGE_SIZES.api,
}: PageWindowInput): ApiPageWindow {
  const count = Math.max(0, total);
  const offset = (page - 1) * pageSize;
  const [first, last] =
    direction === 'desc'
      ? [offset, Math.min(count, offset + pageSize) - 1]
      : [Math.max(0, count - offset - pageSize), count - 1 - offset];
  if (page < 1 || last < first || first >= count) return { apiPages: [], skip: 0, take: 0 };
  const firstApiPage = Math.floor(first / apiPageSize) + 1;
  const lastApiPage = Math.floor(last / apiPageSize) + 1;
  const apiPages: number[] = [];
  for (let apiPage = firstApiPage; apiPage <= lastApiPage; apiPage++) apiPages.push(apiPage);
  return { apiPages, skip: first - (firstApiPage - 1) * apiPageSize, take: last - first + 1 };
}

/**
 * Rows sorted by lastUpdated in the direction asked. The input is the api's newest-first order;
 * rows updated at the same time keep the api's order going down and the reverse going up, so
 * toggling the sort mirrors the table exactly.
 */
export function sortByLastUpdated<T extends { lastUpdated: number }>(
  rows: readonly T[],
  direction: SortDirection,
): T[] {
  const newestFirst = [...rows].sort((a, b) => b.lastUpdated - a.lastUpdated);
  return direction === 'desc' ? newestFirst : newestFirst.reverse();
}

/** The rows of a table page from the api pages `apiPageWindow` named, joined in their order. */
export function tablePageRows<T extends { lastUpdated: number }>(
  joinedApiPages: readonly T[],
  window: ApiPageWindow,
  direction: SortDirection,
): T[] {
  return sortByLastUpdated(joinedApiPages.slice(window.skip, window.skip + window.take), direction);
}
