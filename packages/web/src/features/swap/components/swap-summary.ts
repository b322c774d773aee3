import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import type { PoolSwapPlan } from '../stores/pool-swap-flow.ts';

/** One line on a sent swap: 'Swapped 10 MOTO for about 19.73 PILL'. */
export function swapSummary(plan: PoolSwapPlan): string {
  const paid = formatTokenAmount(plan.amountIn, plan.sellToken);
  const received = formatTokenAmount(plan.amountOut, plan.buyToken);
  return `Swapped ${paid} for about ${received}`;
}
