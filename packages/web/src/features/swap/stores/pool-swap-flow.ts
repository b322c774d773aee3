import type { PoolSwapPhase } from '@opswap/protocol/swap/pool-swap-button';
import type { TransactionFlowPhase } from '@opswap/protocol/transactions/transaction-flow';
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

/** What the swap button's text machine sees of the flow ('swapping' while sending). */
export function buttonPhase(phase: TransactionFlowPhase): PoolSwapPhase {
  return phase === 'sending' ? 'swapping' : phase;
}
