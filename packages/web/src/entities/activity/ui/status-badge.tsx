import { getActivityStatusDisplay } from '@opswap/protocol/swap/activity-status';
import type { ActivityStatusTone } from '@opswap/protocol/swap/activity-status';
import type { ActivityStatus } from '@opswap/protocol/schemas/activity';

const TONE_CLASSES: Record<ActivityStatusTone, string> = {
  pending: 'bg-warning/15 text-warning',
  success: 'bg-success/15 text-success',
  failure: 'bg-danger/15 text-danger',
  neutral: 'bg-surface-2 text-muted',
};

/** A coloured label. */
export function Badge({ tone, children }: { tone: ActivityStatusTone; children: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE_CLASSES[tone]}`}
    >
      {children}
    </span>
  );
}

/** An activity's status as the spec shows it: eight statuses, six labels. */
export function ActivityStatusBadge({ status }: { status: ActivityStatus }) {
  const display = getActivityStatusDisplay(status);
  return <Badge tone={display.tone}>{display.label}</Badge>;
}
