import {
  BALANCE_FETCH_PROBLEM,
  POOL_DOES_NOT_EXIST,
  WALLET_NOT_CONNECTED,
} from '../errors/messages.ts';
import { hasNativePool } from '../nativeswap/from-bitcoin-trade.ts';

/**
 * What pressing a swap button does. 'connect-wallet' opens the login modal, 'submit' runs the
 * screen's action (swap, next step, list), 'none' means the button is inert.
 */
export type SwapButtonAction = 'connect-wallet' | 'submit' | 'none';

/** The rendered state of a swap button: `state` names the check that decided it. */
export interface SwapButton<State extends string> {
  state: State;
  text: string;
  disabled: boolean;
  action: SwapButtonAction;
  /** Show a spinner: something the button waits for is in flight. */
  loading: boolean;
  /** Why the button reads as it does, for a tooltip or screen reader; null when the text says it. */
  reason: string | null;
}

/** The minimal token the button rules need. */
export interface ButtonToken {
  symbol: string;
}

/** Without a wallet every action button reads this and opens the login modal. */
export const CONNECT_WALLET = 'Connect Wallet';
export const SWAP_TOKENS = 'Swap Tokens';
export const SWAPPING = 'Swapping...';

export const enterAmountText = (symbol: string): string => `Enter an amount for ${symbol}`;
export const insufficientBalanceText = (symbol: string): string => `Insufficient ${symbol} balance`;
/** Not named by the spec: the wait while the balance the amount is checked against loads. */
export const LOADING_BALANCE = 'Loading balance...';
/** Not named by the spec; the approval runs before the swap and needs its own visible wait. */
export const approvingText = (symbol: string): string => `Approving ${symbol}...`;

/**
 * The spec's first check is 'Wallet not connected', and without a wallet action buttons read
 * 'Connect Wallet' and open the login modal: the button shows the action, the check is the reason.
 */
export function walletNotConnectedButton(): SwapButton<'wallet-not-connected'> {
  return {
    state: 'wallet-not-connected',
    text: CONNECT_WALLET,
    disabled: false,
    action: 'connect-wallet',
    loading: false,
    reason: WALLET_NOT_CONNECTED,
  };
}

/** A disabled, inert button whose text explains what is missing. */
export function blockedButton<State extends string>(
  state: State,
  text: string,
  loading = false,
): SwapButton<State> {
  return { state, text, disabled: true, action: 'none', loading, reason: null };
}

/** An enabled button that runs the screen's action. */
export function readyButton<State extends string>(state: State, text: string): SwapButton<State> {
  return { state, text, disabled: false, action: 'submit', loading: false, reason: null };
}

/**
 * While a button's transaction is in flight its text follows it: approving the token paid in,
 * then sending (named `sending` by each screen), with a spinner. Null when nothing is in flight.
 */
export function inFlightButton<Sending extends string>(
  phase: 'idle' | 'approving' | Sending,
  sending: Sending,
  token: ButtonToken | null,
): SwapButton<Sending | 'approving'> | null {
  if (phase === sending) return blockedButton(sending, SWAPPING, true);
  if (phase === 'approving' && token) {
    return blockedButton('approving', approvingText(token.symbol), true);
  }
  return null;
}

/**
 * The native swap quote checks (docs/native-swap.md#select-and-quote): wait while the quote loads,
 * then a price at or below 0 means the token has no pool. Null once a usable quote is in.
 */
export function nativeQuoteButton(
  readyText: string,
  quoteLoading: boolean,
  quotePrice: bigint | null,
): SwapButton<'quoting' | 'pool-does-not-exist'> | null {
  if (quoteLoading || quotePrice === null) return blockedButton('quoting', readyText, true);
  if (!hasNativePool(quotePrice)) return blockedButton('pool-does-not-exist', POOL_DOES_NOT_EXIST);
  return null;
}

/** The balance a button checks the amount against: read, still loading, or its read failed. */
export type BalanceStatus = 'known' | 'loading' | 'failed';

/**
 * The button machines check the amount against the balance, so they are given 0 while the
 * balance is unknown; reaching their 'insufficient-balance' check then says nothing about the
 * amount. The button waits instead ('Loading balance...', with a spinner) or, when the balance
 * could not be read, says so ('Balance fetch problem'). Any other button is left as it is.
 */
export function withUnknownBalance<State extends string>(
  button: SwapButton<State>,
  balance: BalanceStatus,
): SwapButton<State | 'loading-balance' | 'balance-fetch-problem'> {
  if (button.state !== 'insufficient-balance' || balance === 'known') return button;
  return balance === 'loading'
    ? blockedButton('loading-balance', LOADING_BALANCE, true)
    : blockedButton('balance-fetch-problem', BALANCE_FETCH_PROBLEM);
}
