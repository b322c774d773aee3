import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import type { SendPlan } from '../stores/send-flow.ts';

export interface SendConfirmDialogProps {
  plan: SendPlan | null;
  onConfirm: (plan: SendPlan) => void;
  onCancel: () => void;
}

/** The review before a send. */
export function SendConfirmDialog({ plan, onConfirm, onCancel }: SendConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={plan !== null}
      title="Confirm Send"
      onClose={onCancel}
      content={
        plan && (
          <dl className="flex flex-col gap-2 text-text">
            <div className="flex justify-between gap-3">
              <dt className="text-muted">Amount</dt>
              <dd className="font-semibold">{formatTokenAmount(plan.amount, plan.token)}</dd>
            </div>
            <div>
              <dt className="text-muted">To</dt>
              <dd className="break-all font-mono text-xs">{plan.recipient.trim()}</dd>
            </div>
          </dl>
        )
      }
      buttons={[
        { label: 'Cancel', type: 'neutral', onClick: onCancel },
        { label: 'Confirm Send', type: 'confirm', onClick: () => plan && onConfirm(plan) },
      ]}
    />
  );
}
