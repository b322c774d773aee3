import { REMOVE_LIQUIDITY_TEXTS as TEXTS, LP_SYMBOL } from '@opswap/protocol/amm/remove-liquidity';
import { slippagePercentText } from '@opswap/protocol/amm/slippage';
import { formatBasisPointsPercent } from '@opswap/protocol/format/percent';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { shareInBasisPoints } from '@opswap/protocol/math/basis-points';
import { ConfirmRow } from '../../../ui/detail-rows.tsx';
import type { RemoveLiquidityPlan } from '../hooks/use-remove-liquidity.ts';

/** The LP token as the texts write it: '1.5 LP'. */
export const lpToken = (decimals: number) => ({ decimals, symbol: LP_SYMBOL });

export interface RemoveReviewProps {
  plan: RemoveLiquidityPlan;
  needsApproval: boolean;
}

/** What the user confirms before removing: the LP burned, the tokens paid and their minimums. */
export function RemoveReview({ plan, needsApproval }: RemoveReviewProps) {
  const { tokenA, tokenB } = plan.pool;
  const { quote } = plan;
  const percent = formatBasisPointsPercent(shareInBasisPoints(plan.liquidity, plan.shares));
  return (
    <div className="flex flex-col gap-3 text-text">
      <dl className="flex flex-col gap-1.5">
        <ConfirmRow label={TEXTS.youRemove}>
          {TEXTS.ofPosition(formatTokenAmount(plan.liquidity, lpToken(plan.lpDecimals)), percent)}
        </ConfirmRow>
        <ConfirmRow label={TEXTS.youReceiveAbout}>
          <span className="block">{formatTokenAmount(quote.amountA, tokenA)}</span>
          <span className="block">{formatTokenAmount(quote.amountB, tokenB)}</span>
        </ConfirmRow>
        <ConfirmRow label={TEXTS.minimumReceived}>
          <span className="block">{formatTokenAmount(quote.amountAMin, tokenA)}</span>
          <span className="block">{formatTokenAmount(quote.amountBMin, tokenB)}</span>
        </ConfirmRow>
        <ConfirmRow label={TEXTS.maxSlippage}>
          {slippagePercentText(BigInt(plan.maxSlippage))}
        </ConfirmRow>
      </dl>
      {needsApproval && (
        <p className="rounded-lg bg-warning/10 px-3 py-2 text-warning">{TEXTS.approves}</p>
      )}
    </div>
  );
}

/** One line on a sent removal, for the success view. */
export function removalSummary(plan: RemoveLiquidityPlan): string {
  return TEXTS.summary(
    formatTokenAmount(plan.liquidity, lpToken(plan.lpDecimals)),
    formatTokenAmount(plan.quote.amountA, plan.pool.tokenA),
    formatTokenAmount(plan.quote.amountB, plan.pool.tokenB),
  );
}
