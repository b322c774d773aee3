import { useQueries, useQuery } from '@tanstack/react-query';
import { pageCount } from '@opswap/protocol/activity/activity-table';
import { PAGE_SIZES } from '@opswap/protocol/constants';
import type { Activity, ActivityType } from '@opswap/protocol/schemas/activity';
import { activitiesByTypeQueryOptions } from './get-activities-by-type.ts';
import { activityOverviewQueryOptions } from './get-activity-overview.ts';
import { useSessionUser } from './session-user.ts';

export interface ActivitiesOfType {
  activities: Activity[];
  isPending: boolean;
  error: Error | null;
}

/**
 * Every activity of one type, across all api pages (the overview counts them): what grouping
 * listings per token and matching reservations to their swaps need.
 */
export function useActivitiesOfType(type: ActivityType): ActivitiesOfType {
  const { session } = useSessionUser();
  const overview = useQuery(activityOverviewQueryOptions(session));
  const count = overview.data?.countsByType[type] ?? 0;
  const apiPages = count === 0 ? 0 : pageCount(count, PAGE_SIZES.api);
  const pages = useQueries({
    queries: Array.from({ length: apiPages }, (_, index) =>
      activitiesByTypeQueryOptions(session, type, index + 1, count),
    ),
    combine: (results) => ({
      activities: results.flatMap((result) => result.data ?? []),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
  return {
    activities: pages.activities,
    isPending: overview.isPending || pages.isPending,
    error: overview.error ?? pages.error,
  };
}
