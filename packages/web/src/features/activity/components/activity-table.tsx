import { useState } from 'react';
import { activityTypeLabel } from '@opswap/protocol/activity/activity-amounts';
import {
  clampPage,
  DEFAULT_ACTIVITY_SORT,
  type SortDirection,
  toggleSortDirection,
} from '@opswap/protocol/activity/activity-table';
import { NO_ACTIVITY_YET } from '@opswap/protocol/activity/dashboard-texts';
import { failedReasonMessage } from '@opswap/protocol/errors/failed-reason';
import type { Activity, ActivityType } from '@opswap/protocol/schemas/activity';
import { useSessionUser } from '../../../entities/activity/session-user.ts';
import { useActivityTable } from '../../../entities/activity/use-activity-table.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { EmptyState, Loading, LoadError } from '../../../entities/activity/ui/query-states.tsx';
import { ActivityStatusBadge } from '../../../entities/activity/ui/status-badge.tsx';
import { ActivityAmounts } from '../../../entities/activity/ui/activity-amounts-cell.tsx';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { RelativeTime } from '../../../entities/activity/ui/relative-time.tsx';
import { STACKED_TABLE } from '../../../ui/table-layouts.ts';
import { TransactionLink } from '../../../entities/activity/ui/transaction-link.tsx';

interface ActivityTableProps {
  type?: ActivityType;
  caption: string;
}

/** The user's activities, 25 a page, sorted by last update (ascending first, as the spec says). */
export function ActivityTable(props: ActivityTableProps) {
  const { session } = useSessionUser();
  // Another wallet or network starts again from page 1 in the default order.
  return <ActivityTablePages key={`${session?.network}:${session?.publicKey}`} {...props} />;
}

function ActivityTablePages({ type, caption }: ActivityTableProps) {
  const [page, setPage] = useState(1);
  const [direction, setDirection] = useState<SortDirection>(DEFAULT_ACTIVITY_SORT);
  const table = useActivityTable({ type, page, direction });
  const now = useNow();
  const current = clampPage(page, table.pages);

  if (table.error) return <LoadError error={table.error} what="your activity" />;
  if (table.isPending) return <Loading what="your activity" />;
  if (table.total === 0) return <EmptyState text={NO_ACTIVITY_YET} />;

  const sortLabel = direction === 'asc' ? 'ascending' : 'descending';
  const toggleSort = () => {
    setDirection(toggleSortDirection(direction));
    setPage(1);
  };
  const arrow = <span aria-hidden="true">{direction === 'asc' ? '↑' : '↓'}</span>;
  const columns: TableColumn[] = [
    { label: 'Type' },
    { label: 'Amount' },
    { label: 'Status' },
    {
      label: (
        <button
          type="button"
          className="inline-flex items-center gap-1 uppercase hover:text-text"
          onClick={toggleSort}
        >
          Time
          {arrow}
        </button>
      ),
      sort: sortLabel,
    },
    { label: 'Transaction' },
  ];
  return (
    <div>
      {/* The header row is hidden on a phone, so its sort control is repeated above the cards. */}
      <div className="mb-2 flex justify-end md:hidden">
        <button type="button" className="text-sm text-muted hover:text-text" onClick={toggleSort}>
          Sorted by time, {direction === 'asc' ? 'oldest' : 'newest'} first {arrow}
        </button>
      </div>
      <DataTable layout="stacked" caption={caption} columns={columns}>
        {table.rows.map((activity) => (
          <ActivityRow key={activity.transactionId} activity={activity} now={now} />
        ))}
      </DataTable>
      {table.pages > 1 && (
        <Pagination page={current} pages={table.pages} onPage={(next) => setPage(next)} />
      )}
    </div>
  );
}

// On a phone: type and status on top, amount and time below, the transaction last.
function ActivityRow({ activity, now }: { activity: Activity; now: number }) {
  const { cell, end, row } = STACKED_TABLE;
  const reason = failedReasonMessage(activity.failedReason);
  return (
    <tr className={row}>
      <td className={`${cell} order-1 font-semibold md:whitespace-nowrap`}>
        {activityTypeLabel(activity.type)}
      </td>
      <td className={`${cell} order-3`}>
        <ActivityAmounts activity={activity} />
      </td>
      <td className={`${cell} ${end} order-2`}>
        <ActivityStatusBadge status={activity.status} />
        {reason && <p className="mt-1 max-w-xs text-xs text-danger">{reason}</p>}
      </td>
      <td className={`${cell} ${end} order-4 whitespace-nowrap text-muted`}>
        <RelativeTime timestamp={activity.lastUpdated} now={now} />
      </td>
      <td className={`${cell} order-5 text-xs md:text-sm`}>
        <TransactionLink transactionId={activity.transactionId} />
      </td>
    </tr>
  );
}
