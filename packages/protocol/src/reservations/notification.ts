import { reservationBlocksRemaining } from '../nativeswap/reservation-lifecycle.ts';
import { routes } from '../routes/routes.ts';

export type ReservationNotification =
  | { state: 'pending'; title: 'Pending block confirmation'; detail: null; action: null }
  | {
      state: 'ready';
      title: 'Ready';
      detail: string;
      action: { label: 'Use Reservation'; route: string };
    }
  | { state: 'expired'; title: 'Expired'; detail: null; action: null };

/**
 * The reservation notification (docs/activity.md#notifications): pending until the expiry is
 * known, then Ready with a countdown and Use Reservation. Not in the spec: once no block is left
 * the execute screen would only say it expired, so the notification says Expired and drops the
 * action.
 */
export function getReservationNotification(
  notification: { reservationHash: string; expiresAtBlock: number | null },
  currentBlock: number,
): ReservationNotification {
  const { expiresAtBlock, reservationHash } = notification;
  if (expiresAtBlock === null) {
    return { state: 'pending', title: 'Pending block confirmation', detail: null, action: null };
  }
  const remaining = reservationBlocksRemaining(expiresAtBlock, currentBlock);
  if (remaining === 0) return { state: 'expired', title: 'Expired', detail: null, action: null };
  return {
    state: 'ready',
    title: 'Ready',
    detail: `Expires in ${remaining} blocks`,
    action: { label: 'Use Reservation', route: routes.nativeExecute(reservationHash) },
  };
}
