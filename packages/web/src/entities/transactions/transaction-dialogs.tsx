import type { ReactNode } from 'react';
import { flowPlan, type TransactionFlow } from '@opswap/protocol/transactions/transaction-flow';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { TransactionFailedDialog } from './transaction-failed-dialog.tsx';

export interface TransactionReview<Plan> {
  /** The dialog's heading, e.g. 'Confirm Swap'. */
  title: string;
  /** The confirming button, e.g. 'Confirm Swap'. */
  confirmLabel: string;
  /** The button that closes the review; default 'Cancel'. */
  cancelLabel?: string;
  /**
   * When set, the review stays open while the transaction is approved and sent, its confirming
   * button showing this text; otherwise it closes and the screen's own button shows the phase.
   */
  busyLabel?: string;
  /** Whether the confirming button waits for something in the content (an accepted risk). */
  confirmDisabled?: (plan: Plan) => boolean;
  /** What the user confirms; `needsApproval` says the wallet approves the token first. */
  content: (plan: Plan, needsApproval: boolean) => ReactNode;
}

export interface TransactionDialogsProps<Plan> {
  flow: TransactionFlow<Plan>;
  confirm: () => void;
  cancel: () => void;
  reset: () => void;
  /** The review before sending; none for flows that start from the screen itself. */
  review?: TransactionReview<Plan>;
  /** The failure dialog's title (e.g. 'Swap failed') and its way back (e.g. 'Back to Swap'). */
  failure: { title: string; backLabel: string; onBack?: () => void };
}

/** The review and failure dialogs of a transaction flow (useTransactionFlow). */
export function TransactionDialogs<Plan>(props: TransactionDialogsProps<Plan>) {
  const { flow, review, failure } = props;
  const busy = flow.step === 'approving' || flow.step === 'sending';
  const shownPlan =
    flow.step === 'confirming' || (busy && review?.busyLabel !== undefined) ? flowPlan(flow) : null;
  const needsApproval = flow.step === 'confirming' && flow.needsApproval;
  return (
    <>
      {review && (
        <ConfirmDialog
          open={shownPlan !== null}
          title={review.title}
          onClose={props.cancel}
          closeable={!busy}
          content={shownPlan !== null && review.content(shownPlan, needsApproval)}
          buttons={[
            {
              label: review.cancelLabel ?? 'Cancel',
              type: 'neutral',
              onClick: props.cancel,
              disabled: busy,
            },
            {
              label: busy && review.busyLabel ? review.busyLabel : review.confirmLabel,
              type: 'confirm',
              onClick: props.confirm,
              disabled:
                busy || (shownPlan !== null && review.confirmDisabled?.(shownPlan) === true),
            },
          ]}
        />
      )}
      <TransactionFailedDialog
        flow={flow}
        title={failure.title}
        backLabel={failure.backLabel}
        onBack={() => {
          props.reset();
          failure.onBack?.();
        }}
      />
    </>
  );
}
