import { useState } from 'react';
import { priceImpactNeedsAcceptance } from '@opswap/protocol/amm/price-impact';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { useSettingsStore } from '../../../entities/settings/stores/settings-store.ts';
import { TransactionDialogs } from '../../../entities/transactions/transaction-dialogs.tsx';
import { TransactionSuccess } from '../../../entities/transactions/transaction-success.tsx';
import { showSwapErrorToast } from '../../../ui/toast.tsx';
import { poolSwapButton, type SwapButtonBase } from '../hooks/swap-button.ts';
import { usePoolSwap } from '../hooks/use-pool-swap.ts';
import type { PoolSwapQuote } from '../hooks/use-swap-quote.ts';
import { buttonPhase, type PoolSwapPlan } from '../stores/pool-swap-flow.ts';
import { useSwapForm } from '../stores/swap-form-store.ts';
import type { SwapParts } from './swap-parts.ts';
import { SwapDetails } from './swap-details.tsx';
import { SwapLayout } from './swap-layout.tsx';
import { SwapReview } from './swap-review.tsx';
import { swapSummary } from './swap-summary.ts';

export interface PoolSwapPanelProps extends SwapParts {
  contracts: NetworkContracts;
  quote: PoolSwapQuote;
  base: SwapButtonBase;
}

/** A token-for-token swap through the router: its details, button, review and sent view. */
export function PoolSwapPanel({ contracts, quote, base, amounts, errors }: PoolSwapPanelProps) {
  const maxSlippage = useSettingsStore((state) => state.settings.maxSlippage);
  const clearAmount = useSwapForm((state) => state.clearAmount);
  const swap = usePoolSwap(contracts);
  // Acceptance belongs to one review: a new review (a new plan) asks again.
  const [impactAcceptedFor, setImpactAcceptedFor] = useState<PoolSwapPlan | null>(null);
  const { sellToken, buyToken } = base;
  const { sellAmount, buyAmount, amountOutMin } = quote;

  if (swap.flow.step === 'sent') {
    const { plan, transactionId } = swap.flow;
    return (
      <TransactionSuccess
        title="Swap submitted"
        summary={swapSummary(plan)}
        transactionId={transactionId}
        recording={swap.recording}
        doneLabel="New Swap"
        failedTitle="Swap failed"
        onDone={() => {
          swap.reset();
          clearAmount();
        }}
      />
    );
  }

  const submit = () => {
    if (!sellToken || !buyToken || sellAmount === null || buyAmount === null) return;
    if (amountOutMin === null) return;
    swap
      .review({
        sellToken,
        buyToken,
        amountIn: sellAmount,
        amountOut: buyAmount,
        amountOutMin,
        priceImpactBps: quote.priceImpactBps,
        maxSlippage,
      })
      // Nothing was sent yet: what fails while opening the review is a toast.
      .catch((error: unknown) => showSwapErrorToast(toUserMessage(error)));
  };

  return (
    <SwapLayout
      amounts={amounts}
      details={
        sellToken &&
        buyToken &&
        sellAmount !== null &&
        buyAmount !== null && (
          <SwapDetails
            sellToken={sellToken}
            buyToken={buyToken}
            sellAmount={sellAmount}
            buyAmount={buyAmount}
            priceImpactBps={quote.priceImpactBps}
            amountOutMin={amountOutMin}
            maxSlippage={maxSlippage}
          />
        )
      }
      errors={errors}
      button={poolSwapButton(base, quote, buttonPhase(swap.phase))}
      onSubmit={submit}
    >
      <TransactionDialogs
        {...swap}
        review={{
          title: 'Confirm Swap',
          confirmLabel: 'Confirm Swap',
          confirmDisabled: (plan) =>
            priceImpactNeedsAcceptance(plan.priceImpactBps) && impactAcceptedFor !== plan,
          content: (plan, needsApproval) => (
            <SwapReview
              plan={plan}
              needsApproval={needsApproval}
              impactAccepted={impactAcceptedFor === plan}
              onImpactAcceptedChange={(accepted) => setImpactAcceptedFor(accepted ? plan : null)}
            />
          ),
        }}
        failure={{ title: 'Swap failed', backLabel: 'Back to Swap' }}
      />
    </SwapLayout>
  );
}
