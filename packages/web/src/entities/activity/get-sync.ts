import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { POLL_MS } from '@opswap/protocol/constants';
import { type SyncResponse, syncResponseSchema } from '@opswap/protocol/schemas/sync';
import { activityKeys } from './activity-keys.ts';
import { type SessionUser, useSessionUser } from './session-user.ts';
import { retryUpTo, userRequest } from './user-request.ts';

/** GET sync: the watched tokens with balances, the USD rate and the reservations. */
export function fetchSync(user: SessionUser, signal?: AbortSignal): Promise<SyncResponse> {
  return userRequest(user, 'sync', syncResponseSchema, signal);
}

export function syncQueryOptions(user: SessionUser | null) {
  return queryOptions({
    queryKey: activityKeys.sync(user),
    queryFn: user ? ({ signal }) => fetchSync(user, signal) : skipToken,
    retry: retryUpTo(1),
    refetchInterval: POLL_MS.watchedTokens,
  });
}

export function useSync() {
  const { session } = useSessionUser();
  return useQuery(syncQueryOptions(session));
}
