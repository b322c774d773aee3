import { assertTokenDecimals } from '../amount/units.ts';

/**
 * What one whole input token fetches in output base units at a trade's amounts:
 * amountOut x 10^decimalsIn / amountIn, rounded down; null without an input amount.
 */
export function unitPrice(amountIn: bigint, decimalsIn: number, amountOut: bigint): bigint | null {
  assertTokenDecimals(decimalsIn);
  if (amountIn <= 0n || amountOut < 0n) return null;
  return (amountOut * 10n ** BigInt(decimalsIn)) / amountIn;
}
