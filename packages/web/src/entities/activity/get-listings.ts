import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { POLL_MS, RETRY } from '@opswap/protocol/constants';
import { type Activity, activityListSchema } from '@opswap/protocol/schemas/activity';
import { activityKeys } from './activity-keys.ts';
import { type SessionUser, useSessionUser } from './session-user.ts';
import { retryUpTo, userRequest } from './user-request.ts';

/**
 * GET listings: every NativeSwap listing of the user as a ListNativeSwap activity, those the
 * chain shows (made here or elsewhere) merged with those the app recorded.
 */
export function fetchListings(user: SessionUser, signal?: AbortSignal): Promise<Activity[]> {
  return userRequest(user, 'listings', activityListSchema, signal);
}

export function listingsQueryOptions(user: SessionUser | null) {
  return queryOptions({
    queryKey: activityKeys.listings(user),
    queryFn: user ? ({ signal }) => fetchListings(user, signal) : skipToken,
    retry: retryUpTo(RETRY.activityList.attempts),
    retryDelay: RETRY.activityList.delayMs,
    // The listing pages poll every 11 s while connected (docs/activity.md#polling).
    refetchInterval: POLL_MS.listingPage,
  });
}

export function useListings() {
  const { session } = useSessionUser();
  return useQuery(listingsQueryOptions(session));
}
