import { isNativeToken, type Token } from './token.ts';

/** The swap screen's three modes (docs/swap.md#swap-types). */
export const SWAP_TYPES = ['poolSwap', 'fromBitcoin', 'toBitcoin'] as const;
export type SwapType = (typeof SWAP_TYPES)[number];

/** The swap form's two sides: what the user sells and what they buy, with their typed amounts. */
export interface SwapPair<TAmount = string> {
  readonly sellToken: Token | null;
  readonly buyToken: Token | null;
  readonly sellAmount: TAmount;
  readonly buyAmount: TAmount;
}

/**
 * The mode the pair asks for: from-Bitcoin if the first token is Bitcoin, to-Bitcoin if the second
 * is, otherwise a pool swap. Bitcoin on both sides reads from-Bitcoin: the first token decides.
 */
export function swapTypeOf(sellToken: Token | null, buyToken: Token | null): SwapType {
  if (isNativeToken(sellToken)) return 'fromBitcoin';
  if (isNativeToken(buyToken)) return 'toBitcoin';
  return 'poolSwap';
}

/** The pair with its direction swapped: tokens and amounts trade places, then amounts recompute. */
export function reverseSwapPair<TAmount>(pair: SwapPair<TAmount>): SwapPair<TAmount> {
  return {
    sellToken: pair.buyToken,
    buyToken: pair.sellToken,
    sellAmount: pair.buyAmount,
    buyAmount: pair.sellAmount,
  };
}
