import { isPastExpiryBlock } from '../nativeswap/reservation-lifecycle.ts';
import type { Reservation } from '../schemas/reservation.ts';

/** What the reservations table shows for a reservation. */
export type ReservationDisplayStatus =
  'Spent' | 'Failed' | 'Expired' | 'Pending' | 'Completed' | 'Awaiting Use';

export interface ReservationDisplayInput extends Pick<Reservation, 'status' | 'expiresAtBlock'> {
  /** A non-failed NativeSwap activity already references it (see isReservationReferenced). */
  referencedByNativeSwap: boolean;
}

export interface ReservationDisplay {
  status: ReservationDisplayStatus;
  label: string;
  /** 'Continue Swap' leads to the execute route. */
  canContinue: boolean;
}

export const CONTINUE_SWAP = 'Continue Swap';

/**
 * Precedence, most informative first: Spent (a used reservation is not "expired"), Failed,
 * Expired (expiry block below the current block), Pending, then a confirmed reservation:
 * Awaiting Use with its countdown when the expiry block is known, else Completed 'Ready to Swap'.
 */
export function getReservationDisplayStatus(
  reservation: ReservationDisplayInput,
  currentBlock: number,
): ReservationDisplay {
  const { status, expiresAtBlock } = reservation;
  if (status === 'Spent' || reservation.referencedByNativeSwap) {
    return { status: 'Spent', label: 'Already Used', canContinue: false };
  }
  if (status === 'Failed') return { status: 'Failed', label: 'Failed', canContinue: false };
  if (expiresAtBlock !== null && isPastExpiryBlock(expiresAtBlock, currentBlock)) {
    return { status: 'Expired', label: 'Expired', canContinue: false };
  }
  if (status === 'Pending') return { status: 'Pending', label: 'Pending', canContinue: false };
  if (expiresAtBlock === null) {
    return { status: 'Completed', label: 'Ready to Swap', canContinue: true };
  }
  return {
    status: 'Awaiting Use',
    label: `Expires in ${expiresAtBlock - currentBlock} Blocks`,
    canContinue: true,
  };
}
