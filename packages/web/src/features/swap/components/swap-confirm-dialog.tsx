import { slippagePercentText } from '@opswap/protocol/amm/slippage';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { formatBasisPointsPercent } from '@opswap/protocol/format/percent';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import type { PoolSwapPlan } from '../stores/pool-swap-flow.ts';

export interface SwapConfirmDialogProps {
  plan: PoolSwapPlan | null;
  needsApproval: boolean;
  onConfirm: (plan: PoolSwapPlan) => void;
  onCancel: () => void;
}

/** The review before sending a pool swap. */
export function SwapConfirmDialog({
  plan,
  needsApproval,
  onConfirm,
  onCancel,
}: SwapConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={plan !== null}
      title="Confirm Swap"
      onClose={onCancel}
      content={
        plan && (
          <div className="flex flex-col gap-3 text-text">
            <dl className="flex flex-col gap-1.5">
              <div className="flex justify-between gap-3">
                <dt className="text-muted">You pay</dt>
                <dd className="font-semibold">
                  {formatTokenAmount(plan.amountIn, plan.sellToken)}
                </dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-muted">You receive about</dt>
                <dd className="font-semibold">
                  {formatTokenAmount(plan.amountOut, plan.buyToken)}
                </dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-muted">Minimum received</dt>
                <dd>{formatTokenAmount(plan.amountOutMin, plan.buyToken)}</dd>
              </div>
              {plan.priceImpactBps !== null && (
                <div className="flex justify-between gap-3">
                  <dt className="text-muted">Price impact</dt>
                  <dd>{formatBasisPointsPercent(plan.priceImpactBps)}</dd>
                </div>
              )}
              <div className="flex justify-between gap-3">
                <dt className="text-muted">Max slippage</dt>
                <dd>{slippagePercentText(BigInt(plan.maxSlippage))}</dd>
              </div>
            </dl>
            {needsApproval && (
              <p className="rounded-lg bg-warning/10 px-3 py-2 text-warning">
                The router may not spend your {plan.sellToken.symbol} yet: your wallet first
                approves it, and the swap follows once a block has mined the approval.
              </p>
            )}
          </div>
        )
      }
      buttons={[
        { label: 'Cancel', type: 'neutral', onClick: onCancel },
        { label: 'Confirm Swap', type: 'confirm', onClick: () => plan && onConfirm(plan) },
      ]}
    />
  );
}
