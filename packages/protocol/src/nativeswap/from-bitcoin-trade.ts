import { MAXIMUM_QUOTE_INPUT_SATS, MINIMUM_TRADE_SATS } from '../constants.ts';

/** The quote input limit's error, shown as the spec words it. */
export const SATOSHIS_IN_EXCEEDS_MAXIMUM = 'Satoshis in exceeds maximum value';

/** A from-Bitcoin amount must reach the minimum trade (50,000 sats). */
export function meetsMinimumTrade(
  satoshis: bigint,
  minimumTradeSats: bigint = MINIMUM_TRADE_SATS,
): boolean {
  return satoshis >= minimumTradeSats;
}

/** A quote input may be at most 1e14 sats. */
export function isAboveQuoteInputMaximum(satoshis: bigint): boolean {
  return satoshis > MAXIMUM_QUOTE_INPUT_SATS;
}

/** Rejects a quote input above 1e14 sats with SATOSHIS_IN_EXCEEDS_MAXIMUM. */
export function assertQuoteInputWithinMaximum(satoshis: bigint): void {
  if (isAboveQuoteInputMaximum(satoshis)) throw new RangeError(SATOSHIS_IN_EXCEEDS_MAXIMUM);
}

/** A quote price at or below zero means the token has no native pool (or no active listings). */
export function hasNativePool(quotePrice: bigint): boolean {
  return quotePrice > 0n;
}
