import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { RETRY } from '@opswap/protocol/constants';
import { type Activity, activitySchema } from '@opswap/protocol/schemas/activity';
import { activityKeys } from './activity-keys.ts';
import { type SessionUser, useSessionUser } from './session-user.ts';
import { activityPollInterval, retryUpTo, userRequest } from './user-request.ts';

/** GET activity/{id}: one activity by its transaction id. */
export function fetchActivity(
  user: SessionUser,
  transactionId: string,
  signal?: AbortSignal,
): Promise<Activity> {
  return userRequest(user, `activity/${encodeURIComponent(transactionId)}`, activitySchema, signal);
}

export function activityQueryOptions(user: SessionUser | null, transactionId: string) {
  return queryOptions({
    queryKey: activityKeys.detail(user, transactionId),
    queryFn: user ? ({ signal }) => fetchActivity(user, transactionId, signal) : skipToken,
    retry: retryUpTo(RETRY.activityById.attempts),
    retryDelay: RETRY.activityById.delayMs,
    refetchInterval: activityPollInterval(),
  });
}

export function useActivity(transactionId: string) {
  const { session } = useSessionUser();
  return useQuery(activityQueryOptions(session, transactionId));
}
