import type { PoolSwapPhase } from '@opswap/protocol/swap/pool-swap-button';
import type { Token } from '@opswap/protocol/tokens/token';

/** Everything a confirmed pool swap sends, fixed when the user reviews it. */
export interface PoolSwapPlan {
  sellToken: Token;
  buyToken: Token;
  amountIn: bigint;
  /** The quoted output. */
  amountOut: bigint;
  /** The least the swap may pay out: the quote less the max slippage. */
  amountOutMin: bigint;
  /** Null when the pool's reserves are not known. */
  priceImpactBps: bigint | null;
  /** The max slippage setting (hundredths of a percent). */
  maxSlippage: number;
}

/**
 * The pool swap's steps, as a state machine: review in a confirmation dialog, approve the router
 * when the allowance is short, swap, then the success view or a failure dialog.
 */
export type PoolSwapFlow =
  | { step: 'idle' }
  | { step: 'confirming'; plan: PoolSwapPlan }
  | { step: 'approving'; plan: PoolSwapPlan; approvalId: string | null }
  | { step: 'swapping'; plan: PoolSwapPlan }
  | { step: 'sent'; plan: PoolSwapPlan; transactionId: string }
  | { step: 'failed'; plan: PoolSwapPlan; message: string };

export type PoolSwapEvent =
  | { type: 'review'; plan: PoolSwapPlan }
  | { type: 'cancel' }
  | { type: 'approve' }
  | { type: 'approval-sent'; transactionId: string }
  | { type: 'swap' }
  | { type: 'sent'; transactionId: string }
  | { type: 'fail'; message: string }
  | { type: 'reset' };

export const IDLE: PoolSwapFlow = { step: 'idle' };

/** The next state; an event that does not apply in the current step changes nothing. */
export function poolSwapTransition(state: PoolSwapFlow, event: PoolSwapEvent): PoolSwapFlow {
  switch (event.type) {
    case 'review':
      return state.step === 'idle' ? { step: 'confirming', plan: event.plan } : state;
    case 'cancel':
      return state.step === 'confirming' ? IDLE : state;
    case 'approve':
      return state.step === 'confirming'
        ? { step: 'approving', plan: state.plan, approvalId: null }
        : state;
    case 'approval-sent':
      return state.step === 'approving' ? { ...state, approvalId: event.transactionId } : state;
    case 'swap':
      return state.step === 'confirming' || state.step === 'approving'
        ? { step: 'swapping', plan: state.plan }
        : state;
    case 'sent':
      return state.step === 'swapping'
        ? { step: 'sent', plan: state.plan, transactionId: event.transactionId }
        : state;
    case 'fail':
      return state.step === 'approving' || state.step === 'swapping'
        ? { step: 'failed', plan: state.plan, message: event.message }
        : state;
    case 'reset':
      return state.step === 'sent' || state.step === 'failed' ? IDLE : state;
  }
}

/** What the swap button's text machine sees of the flow. */
export function buttonPhase(state: PoolSwapFlow): PoolSwapPhase {
  if (state.step === 'approving') return 'approving';
  if (state.step === 'swapping') return 'swapping';
  return 'idle';
}
