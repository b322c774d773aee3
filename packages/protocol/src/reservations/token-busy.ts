import { isPastExpiryBlock } from '../nativeswap/reservation-lifecycle.ts';

/** A reservation, or a native swap activity, that may hold a token. */
export interface TokenHold {
  tokenAddress: string;
  status: string;
  expiresAtBlock: number | null;
}

/**
 * A token is busy when a non-expired Pending reservation or swap exists for it. Expired means the
 * expiry block is below the current block; an unknown expiry is not expired. Addresses compare
 * case-insensitively because hex addresses may arrive in either case.
 */
export function isTokenBusy(
  tokenAddress: string,
  holds: readonly TokenHold[],
  currentBlock: number,
): boolean {
  const address = tokenAddress.toLowerCase();
  return holds.some(
    (hold) =>
      hold.status === 'Pending' &&
      hold.tokenAddress.toLowerCase() === address &&
      (hold.expiresAtBlock === null || !isPastExpiryBlock(hold.expiresAtBlock, currentBlock)),
  );
}
