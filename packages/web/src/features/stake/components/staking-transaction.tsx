import { type ReactNode, useState } from 'react';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import type { StakingPlan } from '@opswap/protocol/staking/staking-activity';
import { STAKING_TEXTS } from '@opswap/protocol/staking/staking';
import type { SwapButton } from '@opswap/protocol/swap/swap-button';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { TransactionFlowPhase } from '@opswap/protocol/transactions/transaction-flow';
import { TransactionDialogs } from '../../../entities/transactions/transaction-dialogs.tsx';
import { TransactionSuccess } from '../../../entities/transactions/transaction-success.tsx';
import { TradeButton } from '../../../entities/trade/trade-button.tsx';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { useStakingTransaction } from '../hooks/use-staking-transaction.ts';

/** The texts of one staking action's review, sent view and failure. */
export interface StakingActionTexts {
  title: string;
  confirm: string;
  sent: string;
  failed: string;
}

/**
 * One staking action on the shared flow: its button (a protocol button for the flow's phase),
 * the review of `plan` with the figures it will move, the sent view, and the failure dialog.
 */
export function StakingTransaction({
  contracts,
  plan,
  buttonFor,
  texts,
  summary,
  review,
  children,
  onDone,
}: {
  contracts: NetworkContracts;
  plan: StakingPlan | null;
  buttonFor: (phase: TransactionFlowPhase) => SwapButton<string>;
  texts: StakingActionTexts;
  /** One line on what was sent, for the sent view. */
  summary: (plan: StakingPlan) => string;
  review: (plan: StakingPlan, needsApproval: boolean) => ReactNode;
  /** What the action shows above its button (the amount field, the figures it moves). */
  children?: ReactNode;
  /** After the sent view, back on the form (the stake form empties its amount). */
  onDone?: () => void;
}) {
  const transaction = useStakingTransaction(contracts);
  const { flow } = transaction;
  const [reviewError, setReviewError] = useState<string | null>(null);

  if (flow.step === 'sent') {
    return (
      <TransactionSuccess
        title={texts.sent}
        summary={summary(flow.plan)}
        transactionId={flow.transactionId}
        recording={transaction.recording}
        doneLabel={STAKING_TEXTS.back}
        failedTitle={texts.failed}
        backLabel={STAKING_TEXTS.back}
        onDone={() => {
          transaction.reset();
          onDone?.();
        }}
      />
    );
  }

  const button = buttonFor(transaction.phase);
  const open = async () => {
    if (plan === null) return;
    setReviewError(null);
    try {
      await transaction.review(plan);
    } catch (error) {
      setReviewError(toUserMessage(error));
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {children}
      <TradeButton
        onClick={() => void open()}
        disabled={button.disabled || plan === null}
        busy={button.loading}
        title={button.reason ?? undefined}
      >
        {button.text}
      </TradeButton>
      <ErrorBox message={reviewError} />
      <TransactionDialogs
        {...transaction}
        confirm={() => void transaction.confirm()}
        review={{
          title: texts.title,
          confirmLabel: texts.confirm,
          busyLabel: button.text,
          content: review,
        }}
        failure={{ title: texts.failed, backLabel: STAKING_TEXTS.back }}
      />
    </div>
  );
}
