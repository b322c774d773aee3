import { MAXIMUM_QUOTE_INPUT_SATS, MINIMUM_TRADE_SATS } from '../constants.ts';
import { MINIMUM_PROVIDER_RESERVATION_AMOUNT_IN_SAT } from './contract-constants.ts';

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

/** What a reservation answered: the tokens it reserved and the sats they cost. */
export interface ReservedAmounts {
  expectedAmountOut: bigint;
  totalSatoshis: bigint;
}

/** The part of a buy the pool fills: the tokens, the sats paid for them, and whether that is less. */
export interface ReservationFill {
  tokens: bigint;
  satoshis: bigint;
  /** The pool cannot take all the sats asked for; `satoshis` is the part it can. */
  partial: boolean;
}

/**
 * What a reservation of `requestedSats` fills (docs/native-swap.md#partial-fill). The contract
 * reserves what its liquidity and its 5-block cap allow and charges only for that, so a
 * reservation that costs 1,000 sats or more below the request is partial. Smaller gaps are the
 * contract's own rounding (it stops once what remains is worth under 600 sats), and a full fill
 * costs the sats asked for.
 */
export function reservationFill(requestedSats: bigint, reserved: ReservedAmounts): ReservationFill {
  const partial =
    requestedSats - reserved.totalSatoshis >= MINIMUM_PROVIDER_RESERVATION_AMOUNT_IN_SAT;
  return {
    tokens: reserved.expectedAmountOut,
    satoshis: partial ? reserved.totalSatoshis : requestedSats,
    partial,
  };
}
