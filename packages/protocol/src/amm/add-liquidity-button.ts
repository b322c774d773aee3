import { hasAmount } from '../amount/amount-input.ts';
import { isWithinBalance } from '../amount/balance.ts';
import { BALANCE_FETCH_PROBLEM } from '../errors/messages.ts';
import {
  blockedButton,
  type ButtonToken,
  enterAmountText,
  insufficientBalanceText,
  LOADING_BALANCE,
  readyButton,
  type SwapButton,
  walletNotConnectedButton,
} from '../swap/swap-button.ts';
import { SELECT_TOKENS } from '../swap/pool-swap-button.ts';
import type { TransactionFlowPhase } from '../transactions/transaction-flow.ts';
import { ADD_LIQUIDITY_TEXTS } from './add-liquidity.ts';

/** A balance the amount is checked against: read, still loading, or its read failed. */
export type BalanceReading =
  { status: 'known'; value: bigint } | { status: 'loading' } | { status: 'failed' };

/** One token's side of the amounts step. */
export interface LiquidityAmountSide {
  token: ButtonToken | null;
  /** Base units; null while empty (or not computed yet). */
  amount: bigint | null;
  balance: BalanceReading;
}

export interface AddLiquidityAmountsInput {
  walletConnected: boolean;
  a: LiquidityAmountSide;
  b: LiquidityAmountSide;
  /** The pool is being read, or the other side is being computed from it. */
  computing: boolean;
}

export type AddLiquidityAmountsState =
  | 'wallet-not-connected'
  | 'select-tokens'
  | 'computing'
  | 'enter-amount'
  | 'loading-balance'
  | 'balance-fetch-problem'
  | 'insufficient-balance'
  | 'ready';

/** The side's balance check (docs/amounts-and-display.md#balance-check), or null when it passes. */
function balanceButton(
  side: LiquidityAmountSide & { token: ButtonToken; amount: bigint },
): SwapButton<AddLiquidityAmountsState> | null {
  const { balance } = side;
  if (balance.status === 'loading') return blockedButton('loading-balance', LOADING_BALANCE, true);
  if (balance.status === 'failed')
    return blockedButton('balance-fetch-problem', BALANCE_FETCH_PROBLEM);
  if (isWithinBalance(side.amount, balance.value)) return null;
  return blockedButton('insufficient-balance', insufficientBalanceText(side.token.symbol));
}

/**
 * The amounts step's Next button: the first failing check wins. Each amount must be entered and,
 * with the 0.1 percent buffer, within its balance; while the other side is computed from the pool
 * the button waits rather than ask for it.
 */
export function getAddLiquidityAmountsButton(
  input: AddLiquidityAmountsInput,
): SwapButton<AddLiquidityAmountsState> {
  if (!input.walletConnected) return walletNotConnectedButton();
  const { a, b } = input;
  if (!a.token || !b.token) return blockedButton('select-tokens', SELECT_TOKENS);
  const sides = [
    { ...a, token: a.token },
    { ...b, token: b.token },
  ];
  for (const side of sides) {
    if (hasAmount(side.amount)) continue;
    return input.computing
      ? blockedButton('computing', ADD_LIQUIDITY_TEXTS.next, true)
      : blockedButton('enter-amount', enterAmountText(side.token.symbol));
  }
  for (const side of sides) {
    const problem = balanceButton({ ...side, amount: side.amount ?? 0n });
    if (problem) return problem;
  }
  if (input.computing) return blockedButton('computing', ADD_LIQUIDITY_TEXTS.next, true);
  return readyButton('ready', ADD_LIQUIDITY_TEXTS.next);
}

export interface PairStepInput {
  walletConnected: boolean;
  tokenA: ButtonToken | null;
  tokenB: ButtonToken | null;
  /** The pair holds the native coin: the screen is leaving for its native pool. */
  nativePair: boolean;
}

export type PairStepState = 'wallet-not-connected' | 'select-tokens' | 'native-pair' | 'ready';

/** The pair step's Next button: both tokens picked, and a pair the router pools. */
export function getPairStepButton(input: PairStepInput): SwapButton<PairStepState> {
  if (!input.walletConnected) return walletNotConnectedButton();
  if (!input.tokenA || !input.tokenB) return blockedButton('select-tokens', SELECT_TOKENS);
  if (input.nativePair) return blockedButton('native-pair', ADD_LIQUIDITY_TEXTS.next, true);
  return readyButton('ready', ADD_LIQUIDITY_TEXTS.next);
}

export type SupplyButtonState = 'approving' | 'supplying' | 'ready';

/** The review step's Supply button, following the transaction while it is in flight. */
export function getSupplyButton(phase: TransactionFlowPhase): SwapButton<SupplyButtonState> {
  if (phase === 'approving') return blockedButton('approving', ADD_LIQUIDITY_TEXTS.approving, true);
  if (phase === 'sending') return blockedButton('supplying', ADD_LIQUIDITY_TEXTS.supplying, true);
  return readyButton('ready', ADD_LIQUIDITY_TEXTS.supply);
}
