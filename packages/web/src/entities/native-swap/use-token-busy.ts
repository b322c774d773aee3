import { isTokenBusy, type TokenHold } from '@opswap/protocol/reservations/token-busy';
import type { Activity } from '@opswap/protocol/schemas/activity';
import type { Reservation } from '@opswap/protocol/schemas/reservation';
import { useReservations } from '../activity/get-reservations.ts';
import { useActivitiesOfType } from '../activity/use-activities-of-type.ts';
import { useBlockNumber } from '../../lib/chain/use-block-number.ts';

/** What may hold a token: the user's reservations and NativeSwap swaps (they name their token). */
export function tokenHoldsOf(
  reservations: readonly Reservation[],
  swaps: readonly Activity[],
): TokenHold[] {
  const holds: TokenHold[] = reservations.map((reservation) => ({
    tokenAddress: reservation.tokenAddress,
    status: reservation.status,
    expiresAtBlock: reservation.expiresAtBlock,
  }));
  for (const swap of swaps) {
    const token = (swap.data as { tokenAddress?: unknown }).tokenAddress;
    if (typeof token === 'string') {
      holds.push({ tokenAddress: token, status: swap.status, expiresAtBlock: null });
    }
  }
  return holds;
}

/**
 * A token is busy while a non-expired Pending reservation or swap of the user's exists for it
 * (docs/activity.md#token-busy). Unknown until the user has signed in: then nothing is busy.
 */
export function useTokenBusy(tokenAddress: string | null): boolean {
  const reservations = useReservations().data ?? [];
  const swaps = useActivitiesOfType('NativeSwap').activities;
  const block = useBlockNumber();
  if (!tokenAddress || block === undefined) return false;
  return isTokenBusy(tokenAddress, tokenHoldsOf(reservations, swaps), block);
}
