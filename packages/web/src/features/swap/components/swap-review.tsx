import { slippagePercentText } from '@opswap/protocol/amm/slippage';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { formatBasisPointsPercent } from '@opswap/protocol/format/percent';
import { ConfirmRow } from '../../../ui/detail-rows.tsx';
import type { PoolSwapPlan } from '../stores/pool-swap-flow.ts';

/** What the user confirms before a pool swap. */
export function SwapReview({
  plan,
  needsApproval,
}: {
  plan: PoolSwapPlan;
  needsApproval: boolean;
}) {
  return (
    <div className="flex flex-col gap-3 text-text">
      <dl className="flex flex-col gap-1.5">
        <ConfirmRow label="You pay">{formatTokenAmount(plan.amountIn, plan.sellToken)}</ConfirmRow>
        <ConfirmRow label="You receive about">
          {formatTokenAmount(plan.amountOut, plan.buyToken)}
        </ConfirmRow>
        <ConfirmRow label="Minimum received">
          {formatTokenAmount(plan.amountOutMin, plan.buyToken)}
        </ConfirmRow>
        {plan.priceImpactBps !== null && (
          <ConfirmRow label="Price impact">
            {formatBasisPointsPercent(plan.priceImpactBps)}
          </ConfirmRow>
        )}
        <ConfirmRow label="Max slippage">
          {slippagePercentText(BigInt(plan.maxSlippage))}
        </ConfirmRow>
      </dl>
      {needsApproval && (
        <p className="rounded-lg bg-warning/10 px-3 py-2 text-warning">
          The router may not spend your {plan.sellToken.symbol} yet: your wallet first approves it,
          and the swap follows once a block has mined the approval.
        </p>
      )}
    </div>
  );
}
