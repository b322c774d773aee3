import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import type { SendPlan } from '../stores/send-flow.ts';

/** What the user confirms before a send. */
export function SendReview({ plan }: { plan: SendPlan }) {
  return (
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
  );
}
