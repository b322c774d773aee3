import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { RETRY } from '@opswap/protocol/constants';
import { type Activity, activityListSchema } from '@opswap/protocol/schemas/activity';
import { activityKeys } from './activity-keys.ts';
import { type SessionUser, useSessionUser } from './session-user.ts';
import { activityPollInterval, retryUpTo, userRequest } from './user-request.ts';

/** GET activity/all?page: a page of the user's activities, most recently updated first. */
export function fetchActivities(
  user: SessionUser,
  page: number,
  signal?: AbortSignal,
): Promise<Activity[]> {
  return userRequest(user, `activity/all?page=${page}`, activityListSchema, signal);
}

/** `total`: the overview's count the page is read against (see activityKeys.list). */
export function activitiesQueryOptions(user: SessionUser | null, page: number, total?: number) {
  return queryOptions({
    queryKey: activityKeys.list(user, page, total),
    queryFn: user ? ({ signal }) => fetchActivities(user, page, signal) : skipToken,
    retry: retryUpTo(RETRY.activityList.attempts),
    retryDelay: RETRY.activityList.delayMs,
    refetchInterval: activityPollInterval(),
  });
}

export function useActivities(page: number) {
  const { session } = useSessionUser();
  return useQuery(activitiesQueryOptions(session, page));
}
