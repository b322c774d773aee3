import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { RETRY } from '@opswap/protocol/constants';
import {
  type Activity,
  type ActivityType,
  activityListSchema,
} from '@opswap/protocol/schemas/activity';
import { activityKeys } from './activity-keys.ts';
import { type SessionUser, useSessionUser } from './session-user.ts';
import { activityPollInterval, retryUpTo, userRequest } from './user-request.ts';

/** GET activity/all/{type}?page: a page of the user's activities of one type. */
export function fetchActivitiesByType(
  user: SessionUser,
  type: ActivityType,
  page: number,
  signal?: AbortSignal,
): Promise<Activity[]> {
  return userRequest(user, `activity/all/${type}?page=${page}`, activityListSchema, signal);
}

export function activitiesByTypeQueryOptions(
  user: SessionUser | null,
  type: ActivityType,
  page: number,
  total?: number,
) {
  return queryOptions({
    queryKey: activityKeys.listByType(user, type, page, total),
    queryFn: user ? ({ signal }) => fetchActivitiesByType(user, type, page, signal) : skipToken,
    retry: retryUpTo(RETRY.activityList.attempts),
    retryDelay: RETRY.activityList.delayMs,
    refetchInterval: activityPollInterval(type),
  });
}

export function useActivitiesByType(type: ActivityType, page: number) {
  const { session } = useSessionUser();
  return useQuery(activitiesByTypeQueryOptions(session, type, page));
}
