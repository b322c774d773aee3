import { RESERVATION_CONSUMING_TYPES, isReservationReferenced } from './references.ts';
import type { ReservationReferencingActivity } from './references.ts';
import type { Reservation } from '../schemas/reservation.ts';

export type ReservationVisibilityInput = Pick<Reservation, 'hash' | 'status' | 'expiresAtBlock'>;

/**
 * Shown while the current block is below the expiry block (or equal while Pending), hidden once a
 * non-failed NativeSwap or add-liquidity activity refers to it. Without a known expiry (awaiting
 * block confirmation) it stays shown (docs/activity.md#reservation-visibility).
 */
export function isReservationVisible(
  reservation: ReservationVisibilityInput,
  currentBlock: number,
  activities: readonly ReservationReferencingActivity[],
): boolean {
  if (isReservationReferenced(reservation.hash, activities, RESERVATION_CONSUMING_TYPES)) {
    return false;
  }
  const { expiresAtBlock } = reservation;
  if (expiresAtBlock === null) return true;
  return reservation.status === 'Pending'
    ? currentBlock <= expiresAtBlock
    : currentBlock < expiresAtBlock;
}
