import { priceImpactNeedsAcceptance } from '../amm/price-impact.ts';
import { hasAmount } from '../amount/amount-input.ts';
import { isWithinBalance } from '../amount/balance.ts';
import {
  SWAP_TOKENS,
  blockedButton,
  enterAmountText,
  inFlightButton,
  insufficientBalanceText,
  readyButton,
  walletNotConnectedButton,
} from './swap-button.ts';
import type { ButtonToken, SwapButton } from './swap-button.ts';

/** Where the pool swap transaction is: nothing sent, approving the sell token, or swapping. */
export type PoolSwapPhase = 'idle' | 'approving' | 'swapping';

export interface PoolSwapButtonInput {
  walletConnected: boolean;
  sellToken: ButtonToken | null;
  buyToken: ButtonToken | null;
  /** Base units; null when the field is empty. */
  sellAmount: bigint | null;
  buyAmount: bigint | null;
  sellBalance: bigint;
  /** The other side's amount is being recomputed from the pool. */
  quoteLoading: boolean;
  /** The trade's price impact in basis points; null while unknown. */
  priceImpactBps: bigint | null;
  phase: PoolSwapPhase;
}

export type PoolSwapButtonState =
  | 'wallet-not-connected'
  | 'approving'
  | 'swapping'
  | 'select-tokens'
  | 'enter-sell-amount'
  | 'insufficient-balance'
  | 'enter-buy-amount'
  | 'quoting'
  | 'ready'
  | 'ready-despite-price-impact';

export const SELECT_TOKENS = 'Select Tokens';
/** A swap with a very high price impact is still allowed, once the user accepts the impact. */
export const SWAP_ANYWAY = 'Swap Anyway';

/**
 * The pool swap button (docs/swap.md#swap-button): the first failing check wins. A transaction in
 * flight comes right after the wallet so a balance refresh mid-send cannot flip the text; an amount
 * that is being recomputed counts as loading, not missing.
 */
export function getPoolSwapButton(input: PoolSwapButtonInput): SwapButton<PoolSwapButtonState> {
  const { sellToken, buyToken, sellAmount, buyAmount, quoteLoading } = input;
  if (!input.walletConnected) return walletNotConnectedButton();
  const inFlight = inFlightButton(input.phase, 'swapping', sellToken);
  if (inFlight) return inFlight;
  if (!sellToken || !buyToken) return blockedButton('select-tokens', SELECT_TOKENS);
  if (!hasAmount(sellAmount)) {
    return quoteLoading
      ? blockedButton('quoting', SWAP_TOKENS, true)
      : blockedButton('enter-sell-amount', enterAmountText(sellToken.symbol));
  }
  if (!isWithinBalance(sellAmount, input.sellBalance)) {
    return blockedButton('insufficient-balance', insufficientBalanceText(sellToken.symbol));
  }
  if (!hasAmount(buyAmount) && !quoteLoading) {
    return blockedButton('enter-buy-amount', enterAmountText(buyToken.symbol));
  }
  if (quoteLoading) return blockedButton('quoting', SWAP_TOKENS, true);
  if (priceImpactNeedsAcceptance(input.priceImpactBps)) {
    return readyButton('ready-despite-price-impact', SWAP_ANYWAY);
  }
  return readyButton('ready', SWAP_TOKENS);
}
