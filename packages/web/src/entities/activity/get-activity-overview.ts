import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { POLL_MS, RETRY } from '@opswap/protocol/constants';
import { type ActivityOverview, activityOverviewSchema } from '@opswap/protocol/schemas/activity';
import { activityKeys } from './activity-keys.ts';
import { type SessionUser, useSessionUser } from './session-user.ts';
import { retryUpTo, userRequest } from './user-request.ts';

/** GET activity/get-activity-overview?page: the header figures, counts by type and a page. */
export function fetchActivityOverview(
  user: SessionUser,
  page: number,
  signal?: AbortSignal,
): Promise<ActivityOverview> {
  return userRequest(
    user,
    `activity/get-activity-overview?page=${page}`,
    activityOverviewSchema,
    signal,
  );
}

export function activityOverviewQueryOptions(user: SessionUser | null, page = 1) {
  return queryOptions({
    queryKey: activityKeys.overview(user, page),
    queryFn: user ? ({ signal }) => fetchActivityOverview(user, page, signal) : skipToken,
    retry: retryUpTo(RETRY.activityList.attempts),
    retryDelay: RETRY.activityList.delayMs,
    // The overview is the cheap 'anything new?' call: polled every 11 s (docs/activity.md#polling); the lists
    // follow when its counts move (see activityKeys.list).
    refetchInterval: POLL_MS.activity,
  });
}

export function useActivityOverview(page = 1) {
  const { session } = useSessionUser();
  return useQuery(activityOverviewQueryOptions(session, page));
}
