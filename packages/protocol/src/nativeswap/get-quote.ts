import { NativeSwapError } from './native-swap-error.ts';
import { NATIVE_SWAP_REVERTS } from './native-swap-reverts.ts';
import type { NativePoolState } from './native-pool-state.ts';
import { QUOTE_SCALE } from './contract-constants.ts';
import { satoshisToTokens, tokensToSatoshis } from './conversions.ts';
import { currentQuote } from './quote.ts';
import { applyPendingVirtualUpdate } from './virtual-pool.ts';

/** The getQuote view's answer, in the contract's order. */
export interface QuoteView {
  tokensOut: bigint;
  requiredSatoshis: bigint;
  price: bigint;
  scale: bigint;
}

/**
 * The getQuote view (docs/native-swap.md#select-and-quote): applies pending updates without keeping
 * them, prices satoshisIn at the current quote, and caps the tokens at the available liquidity
 * (liquidity - reserved).
 */
export function getQuoteView(pool: NativePoolState, satoshisIn: bigint): QuoteView {
  if (satoshisIn <= 0n) {
    throw new NativeSwapError(NATIVE_SWAP_REVERTS.maximumAmountInZero);
  }
  const updated = applyPendingVirtualUpdate(pool);
  const price = currentQuote(updated);
  if (price === 0n) throw new NativeSwapError(NATIVE_SWAP_REVERTS.priceZeroOrNoLiquidity);
  const tokens = satoshisToTokens(satoshisIn, price);
  const available = updated.liquidity - updated.reservedLiquidity;
  if (tokens <= available) {
    return { tokensOut: tokens, requiredSatoshis: satoshisIn, price, scale: QUOTE_SCALE };
  }
  const availableCost = tokensToSatoshis(available, price);
  return {
    tokensOut: available,
    requiredSatoshis: availableCost < satoshisIn ? availableCost : satoshisIn,
    price,
    scale: QUOTE_SCALE,
  };
}
