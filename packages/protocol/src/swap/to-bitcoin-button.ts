import { MINIMUM_LISTING_SATS } from '../constants.ts';
import { hasAmount } from '../amount/amount-input.ts';
import { isWithinBalance } from '../amount/balance.ts';
import { BELOW_MINIMUM_TRADE } from '../errors/messages.ts';
import {
  SWAP_TOKENS,
  blockedButton,
  enterAmountText,
  inFlightButton,
  insufficientBalanceText,
  nativeQuoteButton,
  readyButton,
  walletNotConnectedButton,
} from './swap-button.ts';
import type { ButtonToken, SwapButton } from './swap-button.ts';

/** Where the listing transaction is: nothing sent, approving the token, or sending the listing. */
export type ToBitcoinPhase = 'idle' | 'approving' | 'sending';

export interface ToBitcoinButtonInput {
  walletConnected: boolean;
  sourceToken: ButtonToken | null;
  /** The native token's symbol on this network (BTC, tBTC, rBTC). */
  bitcoinSymbol: string;
  /** Token base units; null when empty. */
  sourceAmount: bigint | null;
  sourceBalance: bigint;
  /** The sats the listing is worth at the current quote; null until quoted. */
  bitcoinAmountSats: bigint | null;
  /** The 1 BTC quote for the source token is being (re)fetched. */
  quoteLoading: boolean;
  /** Quote price; at or below 0 there is no pool. Null until fetched. */
  quotePrice: bigint | null;
  phase: ToBitcoinPhase;
}

export type ToBitcoinButtonState =
  | 'wallet-not-connected'
  | 'sending'
  | 'approving'
  | 'select-source-token'
  | 'enter-source-amount'
  | 'insufficient-balance'
  | 'quoting'
  | 'enter-bitcoin-amount'
  | 'pool-does-not-exist'
  | 'below-minimum-trade'
  | 'ready';

export const SELECT_SOURCE_TOKEN = 'Select Source Token';

/** A warning shows when the listing's quoted value is below the minimum trade. */
export function isBelowMinimumListing(bitcoinAmountSats: bigint): boolean {
  return bitcoinAmountSats < MINIMUM_LISTING_SATS;
}

/**
 * The to-Bitcoin (listing) button (docs/native-swap.md#listing), first failing check wins. The spec
 * names no ready text; 'Swap Tokens' pairs with its 'Swapping...'. A listing below the minimum
 * would revert on-chain, so the minimum-trade warning also disables the button rather than let fees
 * be wasted.
 */
export function getToBitcoinButton(input: ToBitcoinButtonInput): SwapButton<ToBitcoinButtonState> {
  const { sourceToken, sourceAmount, bitcoinAmountSats } = input;
  if (!input.walletConnected) return walletNotConnectedButton();
  const inFlight = inFlightButton(input.phase, 'sending', sourceToken);
  if (inFlight) return inFlight;
  if (!sourceToken) return blockedButton('select-source-token', SELECT_SOURCE_TOKEN);
  if (!hasAmount(sourceAmount)) {
    return blockedButton('enter-source-amount', enterAmountText(sourceToken.symbol));
  }
  if (!isWithinBalance(sourceAmount, input.sourceBalance)) {
    return blockedButton('insufficient-balance', insufficientBalanceText(sourceToken.symbol));
  }
  const quoteCheck = nativeQuoteButton(SWAP_TOKENS, input.quoteLoading, input.quotePrice);
  if (quoteCheck) return quoteCheck;
  if (!hasAmount(bitcoinAmountSats)) {
    return blockedButton('enter-bitcoin-amount', enterAmountText(input.bitcoinSymbol));
  }
  if (isBelowMinimumListing(bitcoinAmountSats)) {
    return blockedButton('below-minimum-trade', BELOW_MINIMUM_TRADE);
  }
  return readyButton('ready', SWAP_TOKENS);
}
