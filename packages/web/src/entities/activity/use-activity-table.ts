import { useQueries, useQuery } from '@tanstack/react-query';
import {
  apiPageWindow,
  pageCount,
  type SortDirection,
  tablePageRows,
} from '@opswap/protocol/activity/activity-table';
import { PAGE_SIZES } from '@opswap/protocol/constants';
import type { Activity, ActivityType } from '@opswap/protocol/schemas/activity';
import { activitiesByTypeQueryOptions } from './get-activities-by-type.ts';
import { activitiesQueryOptions } from './get-activities.ts';
import { activityOverviewQueryOptions } from './get-activity-overview.ts';
import { useSessionUser } from './session-user.ts';

export interface ActivityTablePage {
  rows: Activity[];
  /** Activities in the whole list. */
  total: number;
  pages: number;
  isPending: boolean;
  error: Error | null;
}

export interface ActivityTableRequest {
  /** Only activities of this type; all of them when left out. */
  type?: ActivityType;
  page: number;
  direction: SortDirection;
  pageSize?: number;
}

/**
 * One page of the user's activities sorted by lastUpdated: the overview's count says how many
 * there are, and the rows come from the api pages that hold this page.
 */
export function useActivityTable({
  type,
  page,
  direction,
  pageSize = PAGE_SIZES.activityTable,
}: ActivityTableRequest): ActivityTablePage {
  const { session } = useSessionUser();
  const overview = useQuery(activityOverviewQueryOptions(session));
  const counts = overview.data;
  const total = counts ? (type ? (counts.countsByType[type] ?? 0) : counts.totalActivity) : 0;
  const window = apiPageWindow({ total, page, direction, pageSize });
  const pages = useQueries({
    queries: window.apiPages.map((apiPage) =>
      type
        ? activitiesByTypeQueryOptions(session, type, apiPage, total)
        : activitiesQueryOptions(session, apiPage, total),
    ),
    combine: (results) => ({
      joined: results.flatMap((result) => result.data ?? []),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
  return {
    rows: tablePageRows(pages.joined, window, direction),
    total,
    pages: pageCount(total, pageSize),
    isPending: overview.isPending || pages.isPending,
    error: overview.error ?? pages.error,
  };
}
