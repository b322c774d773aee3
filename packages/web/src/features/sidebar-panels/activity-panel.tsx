import { useState } from 'react';
import { activityTypeLabel } from '@opswap/protocol/activity/activity-amounts';
import { clampPage } from '@opswap/protocol/activity/activity-table';
import {
  CONNECT_WALLET_FOR_ACTIVITY,
  NO_ACTIVITY_YET,
} from '@opswap/protocol/activity/dashboard-texts';
import { PAGE_SIZES } from '@opswap/protocol/constants';
import { useSessionUser } from '../../entities/activity/session-user.ts';
import { useActivityTable } from '../../entities/activity/use-activity-table.ts';
import { useNow } from '../../hooks/use-now.ts';
import { ActivityAmounts } from '../../entities/activity/ui/activity-amounts-cell.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { RelativeTime } from '../../entities/activity/ui/relative-time.tsx';
import { EmptyState, Loading, LoadError } from '../../entities/activity/ui/query-states.tsx';
import { SessionGate } from '../../entities/activity/ui/session-gate.tsx';
import { ActivityStatusBadge } from '../../entities/activity/ui/status-badge.tsx';

/** The user sidebar's Activity tab: the newest activities, 8 a page. */
export function ActivityPanel() {
  const { session } = useSessionUser();
  return (
    <SessionGate notConnectedText={CONNECT_WALLET_FOR_ACTIVITY}>
      {/* Another wallet or network starts again from page 1. */}
      <ActivityList key={`${session?.network}:${session?.publicKey}`} />
    </SessionGate>
  );
}

function ActivityList() {
  const [page, setPage] = useState(1);
  const table = useActivityTable({
    page,
    direction: 'desc',
    pageSize: PAGE_SIZES.sidebarActivity,
  });
  const now = useNow();
  if (table.error) return <LoadError error={table.error} what="your activity" />;
  if (table.isPending) return <Loading what="your activity" />;
  if (table.total === 0) return <EmptyState text={NO_ACTIVITY_YET} />;
  return (
    <div>
      <ul aria-label="Your activity" className="flex flex-col gap-2">
        {table.rows.map((activity) => (
          <li
            key={activity.transactionId}
            className="rounded-xl border border-line bg-surface px-3 py-2 text-sm"
          >
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold">{activityTypeLabel(activity.type)}</span>
              <ActivityStatusBadge status={activity.status} />
            </div>
            <div className="mt-1 flex items-center justify-between gap-2 text-xs text-muted">
              <ActivityAmounts activity={activity} />
              <RelativeTime timestamp={activity.lastUpdated} now={now} className="shrink-0" />
            </div>
          </li>
        ))}
      </ul>
      {table.pages > 1 && (
        <Pagination
          label="Activity pages"
          page={clampPage(page, table.pages)}
          pages={table.pages}
          onPage={setPage}
        />
      )}
    </div>
  );
}
