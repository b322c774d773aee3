import {
  acceptPriceImpactText,
  priceImpactNeedsAcceptance,
  priceImpactSeverity,
} from '@opswap/protocol/amm/price-impact';
import { slippagePercentText } from '@opswap/protocol/amm/slippage';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { formatBasisPointsPercent } from '@opswap/protocol/format/percent';
import { ConfirmRow } from '../../../ui/detail-rows.tsx';
import type { PoolSwapPlan } from '../stores/pool-swap-flow.ts';
import { PRICE_IMPACT_TEXT_CLASS, PriceImpactWarning } from './price-impact-warning.tsx';

export interface SwapReviewProps {
  plan: PoolSwapPlan;
  needsApproval: boolean;
  /** Whether the user accepted a very high price impact (the box is shown only then). */
  impactAccepted: boolean;
  onImpactAcceptedChange: (accepted: boolean) => void;
}

/** What the user confirms before a pool swap; a very high price impact must be accepted. */
export function SwapReview({
  plan,
  needsApproval,
  impactAccepted,
  onImpactAcceptedChange,
}: SwapReviewProps) {
  const impact = plan.priceImpactBps;
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
        {impact !== null && (
          <ConfirmRow label="Price impact">
            <span className={PRICE_IMPACT_TEXT_CLASS[priceImpactSeverity(impact)]}>
              {formatBasisPointsPercent(impact)}
            </span>
          </ConfirmRow>
        )}
        <ConfirmRow label="Max slippage">
          {slippagePercentText(BigInt(plan.maxSlippage))}
        </ConfirmRow>
      </dl>
      {impact !== null && <PriceImpactWarning impactBps={impact} />}
      {impact !== null && priceImpactNeedsAcceptance(impact) && (
        <label className="flex items-center gap-2 font-medium text-text">
          <input
            type="checkbox"
            checked={impactAccepted}
            onChange={(event) => onImpactAcceptedChange(event.target.checked)}
            className="size-4 accent-[var(--danger)]"
          />
          {acceptPriceImpactText(impact)}
        </label>
      )}
      {needsApproval && (
        <p className="rounded-lg bg-warning/10 px-3 py-2 text-warning">
          The router may not spend your {plan.sellToken.symbol} yet: your wallet first approves it,
          and the swap follows once a block has mined the approval.
        </p>
      )}
    </div>
  );
}
