import type { PoolSwapPhase } from '@opswap/protocol/swap/pool-swap-button';
import type { Token } from '@opswap/protocol/tokens/token';
import { type ApprovalFlow, approvalFlowPhase } from '../../../lib/transactions/approval-flow.ts';

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

/** The pool swap's steps; approval needed when the router's allowance is short. */
export type PoolSwapFlow = ApprovalFlow<PoolSwapPlan>;

/** What the swap button's text machine sees of the flow. */
export function buttonPhase(state: PoolSwapFlow): PoolSwapPhase {
  const phase = approvalFlowPhase(state);
  return phase === 'sending' ? 'swapping' : phase;
}
