import { QUOTE_SCALE } from '../nativeswap/contract-constants.ts';

/**
 * What tokens are worth in sats at a NativeSwap quote (token base units per sat, scaled by 1e8),
 * rounded down: floor(tokens x 1e8 / quote). Unlike the contract's tokensToSatoshis (rounded up,
 * capped at 21M BTC) this values any amount, for totals such as TVL and volume. 0 without a quote.
 */
export function tokenValueInSats(tokens: bigint, quote: bigint): bigint {
  if (quote <= 0n || tokens <= 0n) return 0n;
  return (tokens * QUOTE_SCALE) / quote;
}
