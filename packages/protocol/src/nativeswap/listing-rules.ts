import { MINIMUM_LISTING_SATS, PRIORITY_QUEUE_TOKEN_TAX_PERCENT } from '../constants.ts';
import { NativeSwapError } from './native-swap-error.ts';
import { NATIVE_SWAP_REVERTS, fillTemplate } from './native-swap-reverts.ts';
import { tokensToSatoshis } from './conversions.ts';

/** The token tax of a priority listing, 3 percent by default: floor(amount x percent / 100). */
export function priorityTokenTax(
  amount: bigint,
  taxPercent: bigint = PRIORITY_QUEUE_TOKEN_TAX_PERCENT,
): bigint {
  return (amount * taxPercent) / 100n;
}

/** Tokens a listing adds to the pool after the priority tax. */
export function netListedAmount(
  amount: bigint,
  priority: boolean,
  taxPercent: bigint = PRIORITY_QUEUE_TOKEN_TAX_PERCENT,
): bigint {
  return priority ? amount - priorityTokenTax(amount, taxPercent) : amount;
}

/** A non-initial listing must be worth at least the minimum listing in sats at the current quote. */
export function checkListingValue(
  amount: bigint,
  quote: bigint,
  minimumSats: bigint = MINIMUM_LISTING_SATS,
): void {
  if (quote === 0n) {
    throw new NativeSwapError(NATIVE_SWAP_REVERTS.quoteZero);
  }
  const value = tokensToSatoshis(amount, quote);
  if (value < minimumSats) {
    throw new NativeSwapError(
      fillTemplate(NATIVE_SWAP_REVERTS.listingValueTooLow, { sats: value }),
    );
  }
}
