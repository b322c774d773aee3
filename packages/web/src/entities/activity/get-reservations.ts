import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { POLL_MS } from '@opswap/protocol/constants';
import { type Reservation, reservationListSchema } from '@opswap/protocol/schemas/reservation';
import { activityKeys } from './activity-keys.ts';
import { type SessionUser, useSessionUser } from './session-user.ts';
import { retryUpTo, userRequest } from './user-request.ts';

/** GET reservations: the user's NativeSwap reservations as the indexer confirmed them. */
export function fetchReservations(user: SessionUser, signal?: AbortSignal): Promise<Reservation[]> {
  return userRequest(user, 'reservations', reservationListSchema, signal);
}

export function reservationsQueryOptions(user: SessionUser | null) {
  return queryOptions({
    queryKey: activityKeys.reservations(user),
    queryFn: user ? ({ signal }) => fetchReservations(user, signal) : skipToken,
    retry: retryUpTo(1),
    // Pending reservations are re-polled every 10 s (docs/native-swap.md#reservation-polling); the rest ride the activity refresh.
    refetchInterval: (query) =>
      query.state.data?.some((reservation) => reservation.status === 'Pending')
        ? POLL_MS.pendingReservations
        : POLL_MS.activityRefresh,
    meta: { perBlock: true },
  });
}

export function useReservations() {
  const { session } = useSessionUser();
  return useQuery(reservationsQueryOptions(session));
}
