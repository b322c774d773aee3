import { POLL_MS, RETRY } from '../constants.ts';
import { routes } from '../routes/routes.ts';
import type { Reservation } from '../schemas/reservation.ts';

export type PolledReservation = Pick<
  Reservation,
  'hash' | 'status' | 'expiresAtBlock' | 'confirmedAtBlock' | 'reason'
>;

/** One answer of `GET reservation/update/{hash}`, or the lookup failing. */
export type ReservationPollResult =
  { kind: 'found'; reservation: PolledReservation } | { kind: 'lookup-failed' };

export type ReservationPollStep =
  | { kind: 'poll-again'; afterMs: number }
  | { kind: 'retry-lookup'; afterMs: number }
  | {
      kind: 'navigate-to-execute';
      route: string;
      expiresAtBlock: number;
      confirmedAtBlock: number;
    }
  | { kind: 'failed'; message: string }
  | { kind: 'already-used' };

export const reservationFailedMessage = (reason?: string | null): string =>
  `Reservation failed: ${reason || 'Unknown error'}`;

/**
 * What to do after a reservation poll (docs/native-swap.md#reservation-polling). `failedLookups`
 * counts consecutive failed lookups including this one: the first is retried after 2 s; after that
 * the reservation falls back to the regular 10 s poll instead of being abandoned while it may still
 * confirm. A Completed answer without both blocks cannot open the execute screen yet and is polled
 * again.
 */
export function nextReservationPollStep(
  result: ReservationPollResult,
  failedLookups = 0,
): ReservationPollStep {
  const pollAgain: ReservationPollStep = {
    kind: 'poll-again',
    afterMs: POLL_MS.pendingReservations,
  };
  if (result.kind === 'lookup-failed') {
    return failedLookups <= RETRY.reservationLookup.attempts
      ? { kind: 'retry-lookup', afterMs: RETRY.reservationLookup.delayMs }
      : pollAgain;
  }
  const { reservation } = result;
  switch (reservation.status) {
    case 'Pending':
      return pollAgain;
    case 'Failed':
      return { kind: 'failed', message: reservationFailedMessage(reservation.reason) };
    case 'Spent':
      return { kind: 'already-used' };
    case 'Completed':
      if (reservation.expiresAtBlock === null || reservation.confirmedAtBlock === null) {
        return pollAgain;
      }
      return {
        kind: 'navigate-to-execute',
        route: routes.nativeExecute(reservation.hash),
        expiresAtBlock: reservation.expiresAtBlock,
        confirmedAtBlock: reservation.confirmedAtBlock,
      };
  }
}
