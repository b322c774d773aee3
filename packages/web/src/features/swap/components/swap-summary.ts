import { formatBalance } from '@opswap/protocol/format/format-amount';
import type { PoolSwapPlan } from '../stores/pool-swap-flow.ts';

/** One line on a sent swap: 'Swapped 10 MOTO for about 19.73 PILL'. */
export function swapSummary(plan: PoolSwapPlan): string {
  const paid = `${formatBalance(plan.amountIn, plan.sellToken.decimals)} ${plan.sellToken.symbol}`;
  const received = `${formatBalance(plan.amountOut, plan.buyToken.decimals)} ${plan.buyToken.symbol}`;
  return `Swapped ${paid} for about ${received}`;
}
