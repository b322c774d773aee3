import type { Reservation } from '../schemas/reservation.ts';
import { getReservationNotification, type ReservationNotification } from './notification.ts';
import type { ReservationReferencingActivity } from './references.ts';
import { isReservationVisible } from './visibility.ts';

/** The reservation fields the notifications dropdown reads. */
export type NotifiedReservation = Pick<
  Reservation,
  'hash' | 'status' | 'expiresAtBlock' | 'tokenSymbol' | 'amountIn' | 'timestamp'
>;

export interface ReservationNotificationItem<R extends NotifiedReservation = NotifiedReservation> {
  reservation: R;
  notification: ReservationNotification;
}

/** An activity as the api returns it: its data may name the reservation it used. */
export interface ActivityWithData {
  type: string;
  status: string;
  data: Readonly<Record<string, unknown>>;
}

/** The reservation each activity refers to (data.reservationHash), for the visibility rule. */
export function reservationReferences(
  activities: readonly ActivityWithData[],
): ReservationReferencingActivity[] {
  return activities.map((activity) => {
    const hash = activity.data.reservationHash;
    return {
      type: activity.type,
      status: activity.status,
      reservationHash: typeof hash === 'string' ? hash : null,
    };
  });
}

/**
 * The reservation notifications to show, newest first: reservations that are still visible
 * (docs/activity.md#reservation-visibility) and neither Failed nor Spent (those have nothing left
 * to act on).
 */
export function reservationNotifications<R extends NotifiedReservation>(
  reservations: readonly R[],
  currentBlock: number,
  activities: readonly ReservationReferencingActivity[],
): ReservationNotificationItem<R>[] {
  return reservations
    .filter((reservation) => reservation.status !== 'Failed' && reservation.status !== 'Spent')
    .filter((reservation) => isReservationVisible(reservation, currentBlock, activities))
    .sort((a, b) => b.timestamp - a.timestamp)
    .map((reservation) => ({
      reservation,
      notification: getReservationNotification(
        { reservationHash: reservation.hash, expiresAtBlock: reservation.expiresAtBlock },
        currentBlock,
      ),
    }));
}
