import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { POLL_MS } from '@opswap/protocol/constants';
import {
  nextReservationPollStep,
  type ReservationPollResult,
} from '@opswap/protocol/reservations/polling';
import {
  type Reservation,
  reservationSchema,
  type ReservationTrackingBodyJson,
} from '@opswap/protocol/schemas/reservation';
import { activityKeys } from '../../../entities/activity/activity-keys.ts';
import { type SessionUser, useSessionUser } from '../../../entities/activity/session-user.ts';
import { postUserActivity } from '../../../entities/activity/user-post.ts';
import { userRequest } from '../../../entities/activity/user-request.ts';
import { useSeenBlock } from '../../../lib/chain/use-seen-block.ts';

/** GET reservation/update/{hash}: the reservation as the indexer last saw it. */
export function fetchReservation(
  user: SessionUser,
  hash: string,
  signal?: AbortSignal,
): Promise<Reservation> {
  return userRequest(user, `reservation/update/${hash}`, reservationSchema, signal);
}

export const reservationKey = (user: SessionUser | null, hash: string) =>
  [...activityKeys.reservations(user), hash.toLowerCase()] as const;

/**
 * The reservation, polled while Pending every 10 s (and on each new block); a failed lookup is
 * retried once after 2 s (docs/native-swap.md#reservation-polling), the protocol's poll step deciding both.
 */
export function reservationQueryOptions(user: SessionUser | null, hash: string | null) {
  return queryOptions({
    queryKey: reservationKey(user, hash ?? ''),
    queryFn: user && hash ? ({ signal }) => fetchReservation(user, hash, signal) : skipToken,
    retry: (failureCount) =>
      nextReservationPollStep({ kind: 'lookup-failed' }, failureCount + 1).kind === 'retry-lookup',
    retryDelay: (failureCount) => {
      const step = nextReservationPollStep({ kind: 'lookup-failed' }, failureCount + 1);
      return step.kind === 'retry-lookup' ? step.afterMs : POLL_MS.pendingReservations;
    },
    refetchInterval: (query) => {
      const result: ReservationPollResult = query.state.data
        ? { kind: 'found', reservation: query.state.data }
        : { kind: 'lookup-failed' };
      const step = nextReservationPollStep(result, 2);
      return step.kind === 'poll-again' ? step.afterMs : false;
    },
    meta: { perBlock: true },
  });
}

/** The reservation; its confirmation block moves the shared current block forward. */
export function useReservation(hash: string | null) {
  const { session } = useSessionUser();
  const reservation = useQuery(reservationQueryOptions(session, hash));
  useSeenBlock(reservation.data?.confirmedAtBlock);
  return reservation;
}

const trackedSchema = z.object({ reservation: reservationSchema });

/** POST reservation/track: hands the sent reservation to the indexer. */
export async function trackReservation(body: ReservationTrackingBodyJson): Promise<Reservation> {
  const { reservation } = await postUserActivity('reservation/track', body, trackedSchema);
  return reservation;
}
