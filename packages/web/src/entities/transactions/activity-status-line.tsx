import type { ReactNode } from 'react';
import { failedReasonMessage } from '@opswap/protocol/errors/failed-reason';
import type { Activity } from '@opswap/protocol/schemas/activity';
import { getActivityStatusDisplay } from '@opswap/protocol/swap/activity-status';
import { useActivity } from '../activity/get-activity.ts';
import { Spinner } from '../../ui/spinner.tsx';

const TONE_CLASSES = {
  pending: 'text-warning',
  success: 'text-success',
  failure: 'text-danger',
  neutral: 'text-muted',
} as const;

/** The recorded activity's status as the api reports it, polled until the indexer settles it. */
export function ActivityStatusLine({ transactionId }: { transactionId: string }) {
  return <ActivityStatus activity={useActivity(transactionId)} />;
}

/** The status line of an activity already read (so a caller can show more from the same read). */
export function ActivityStatus({ activity }: { activity: { data?: Activity; isError: boolean } }) {
  if (!activity.data) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        Status: {activity.isError ? 'unknown' : <Spinner size="sm" label="Loading status" />}
      </p>
    );
  }
  const { label, tone } = getActivityStatusDisplay(activity.data.status);
  const reason = failedReasonMessage(activity.data.failedReason);
  return (
    <div className="text-sm">
      <p>
        Status:{' '}
        <span className={`font-semibold ${TONE_CLASSES[tone]}`} data-testid="activity-status">
          {label}
        </span>
      </p>
      {reason && <p className="mt-1 text-danger">{reason}</p>}
    </div>
  );
}

/** Renders its children only while the recorded activity is still Pending (waiting for a block). */
export function WhilePending({
  transactionId,
  children,
}: {
  transactionId: string;
  children: ReactNode;
}) {
  const activity = useActivity(transactionId);
  return (activity.data?.status ?? 'Pending') === 'Pending' ? children : null;
}
