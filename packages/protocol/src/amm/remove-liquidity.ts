import { parseUnits } from '../amount/units.ts';
import { AMOUNT_TOO_SMALL } from '../errors/messages.ts';
import {
  approvingText,
  blockedButton,
  insufficientBalanceText,
  readyButton,
  type SwapButton,
} from '../swap/swap-button.ts';
import type { TransactionFlowPhase } from '../transactions/transaction-flow.ts';
import { AmmError } from './amm-error.ts';
import { burnAmounts } from './liquidity-math.ts';
import type { PairPoolState } from './pair-order.ts';
import { minimumAmountOut } from './slippage.ts';

/** The share presets of the remove screen, in percent of the position's LP tokens. */
export const REMOVE_LIQUIDITY_PRESETS = [25, 50, 75, 100] as const;
export type RemovePreset = (typeof REMOVE_LIQUIDITY_PRESETS)[number];

/** What the screen calls the LP token in its texts ('Insufficient LP balance'). */
export const LP_SYMBOL = 'LP';

/** LP tokens a preset removes: shares x percent / 100, rounded down, so 100% is every share. */
export function presetLiquidity(shares: bigint, percent: RemovePreset): bigint {
  if (shares < 0n) throw new RangeError(`Negative shares: ${shares}`);
  return (shares * BigInt(percent)) / 100n;
}

/** The preset an LP amount is exactly, or null (a typed amount matches none). */
export function matchingPreset(liquidity: bigint | null, shares: bigint): RemovePreset | null {
  if (liquidity === null || liquidity <= 0n) return null;
  return REMOVE_LIQUIDITY_PRESETS.find((p) => presetLiquidity(shares, p) === liquidity) ?? null;
}

/** What removing LP pays, and the least the router may pay at the max slippage. */
export interface RemovalQuote {
  amountA: bigint;
  amountB: bigint;
  amountAMin: bigint;
  amountBMin: bigint;
}

/**
 * The tokens a removal of `liquidity` pays (the pool's burn: lp x reserve / supply per side,
 * rounded down) and the router's minimums at the max slippage (hundredths of a percent). Throws
 * the pool's INSUFFICIENT_LIQUIDITY_BURNED when a side would pay nothing.
 */
export function removalQuote(
  liquidity: bigint,
  pool: PairPoolState,
  maxSlippage: bigint,
): RemovalQuote {
  const { amount0: amountA, amount1: amountB } = burnAmounts(
    liquidity,
    pool.reserveA,
    pool.reserveB,
    pool.totalSupply,
  );
  return {
    amountA,
    amountB,
    amountAMin: minimumAmountOut(amountA, maxSlippage),
    amountBMin: minimumAmountOut(amountB, maxSlippage),
  };
}

/** The LP amount to remove, checked: the first failing rule decides. */
export type RemoveAmountCheck =
  | { kind: 'empty' }
  | { kind: 'zero' }
  | { kind: 'above-shares'; liquidity: bigint }
  | { kind: 'too-small'; liquidity: bigint }
  | { kind: 'ready'; liquidity: bigint; quote: RemovalQuote };

export interface RemoveAmountInput {
  /** The field's text, already cleaned by sanitizeAmountInput for the LP decimals. */
  text: string;
  lpDecimals: number;
  /** The wallet's LP tokens in the pool. */
  shares: bigint;
  pool: PairPoolState;
  /** The max slippage setting, hundredths of a percent. */
  maxSlippage: bigint;
}

/**
 * Checks the LP amount typed or picked by a preset: something entered, above zero, within the
 * wallet's shares (LP tokens pay no fees, so all of them may go) and large enough that the burn
 * pays both tokens.
 */
export function checkRemoveAmount(input: RemoveAmountInput): RemoveAmountCheck {
  if (input.text === '') return { kind: 'empty' };
  const liquidity = parseUnits(input.text, input.lpDecimals);
  if (liquidity === 0n) return { kind: 'zero' };
  if (liquidity > input.shares) return { kind: 'above-shares', liquidity };
  try {
    return {
      kind: 'ready',
      liquidity,
      quote: removalQuote(liquidity, input.pool, input.maxSlippage),
    };
  } catch (error) {
    // The burn's own refusals: a side would pay nothing (or the pool has no supply left).
    if (error instanceof AmmError) return { kind: 'too-small', liquidity };
    throw error;
  }
}

/** The remove screen's texts (design; the spec names none but the errors). */
export const REMOVE_LIQUIDITY_TEXTS = {
  title: 'Remove Liquidity',
  choosePosition: 'Choose the position to remove liquidity from.',
  noPositionInPool: 'You have no liquidity in this pool.',
  yourPositions: 'Your positions',
  addLiquidity: 'Add Liquidity',
  yourLpTokens: 'Your LP tokens',
  pooled: (symbol: string) => `Pooled ${symbol}`,
  shareOfPool: 'Share of pool',
  sharePresets: 'Share of your position',
  lpToRemove: 'LP tokens to remove',
  available: (amount: string) => `Available: ${amount}`,
  receive: (symbol: string) => `Receive ${symbol}`,
  minimum: (symbol: string) => `Minimum ${symbol}`,
  maxSlippage: 'Max slippage',
  deadline: 'Deadline',
  confirmTitle: 'Confirm Remove Liquidity',
  confirm: 'Confirm Remove',
  youRemove: 'You remove',
  ofPosition: (amount: string, percent: string) => `${amount} (${percent} of your position)`,
  youReceiveAbout: 'You receive about',
  minimumReceived: 'Minimum received',
  approves: `Your wallet first approves the router to spend your ${LP_SYMBOL} tokens; the removal follows once a block has mined the approval.`,
  submitted: 'Liquidity removal submitted',
  summary: (lp: string, amountA: string, amountB: string) =>
    `Removed ${lp} for about ${amountA} and ${amountB}`,
  done: 'Done',
  failed: 'Removing liquidity failed',
  backToRemove: 'Back to Remove Liquidity',
} as const;

export const ENTER_LP_AMOUNT = 'Enter an amount of LP tokens';
export const LP_AMOUNT_NOT_ABOVE_ZERO = 'Enter an amount above zero';
export const REMOVE_LIQUIDITY = REMOVE_LIQUIDITY_TEXTS.title;
export const REMOVING_LIQUIDITY = 'Removing...';

/** Why the amount cannot be removed, shown under the field; null when it can (or is empty). */
export function removeAmountProblem(check: RemoveAmountCheck): string | null {
  switch (check.kind) {
    case 'zero':
      return LP_AMOUNT_NOT_ABOVE_ZERO;
    case 'above-shares':
      return insufficientBalanceText(LP_SYMBOL);
    case 'too-small':
      return AMOUNT_TOO_SMALL;
    case 'empty':
    case 'ready':
      return null;
  }
}

export type RemoveButtonState =
  'approving' | 'removing' | 'enter-amount' | 'invalid-amount' | 'loading' | 'ready';

/**
 * The remove button: a transaction in flight first (so a balance refresh mid-send cannot flip the
 * text), then the amount's check; `loading` while the pool's state is being read.
 */
export function removeLiquidityButton(
  check: RemoveAmountCheck | null,
  phase: TransactionFlowPhase,
): SwapButton<RemoveButtonState> {
  if (phase === 'approving') return blockedButton('approving', approvingText(LP_SYMBOL), true);
  if (phase === 'sending') return blockedButton('removing', REMOVING_LIQUIDITY, true);
  if (check === null) return blockedButton('loading', REMOVE_LIQUIDITY, true);
  if (check.kind === 'empty') return blockedButton('enter-amount', ENTER_LP_AMOUNT);
  const problem = removeAmountProblem(check);
  if (problem !== null) return blockedButton('invalid-amount', problem);
  return readyButton('ready', REMOVE_LIQUIDITY);
}
