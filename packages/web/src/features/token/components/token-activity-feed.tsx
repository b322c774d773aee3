import { useState } from 'react';
import { type SortDirection, toggleSortDirection } from '@opswap/protocol/activity/activity-table';
import { formatBtc } from '@opswap/protocol/format/format-amount';
import { shortenAddress } from '@opswap/protocol/format/shorten-address';
import {
  feedPaging,
  formatTradeAmount,
  showingRecentTransactions,
  sortByTime,
  TOKEN_PAGE_TEXTS,
  transactionValueSats,
} from '@opswap/protocol/market/token-page';
import { NATIVE_SYMBOLS } from '@opswap/protocol/tokens/networks';
import { Loading, LoadError } from '../../../entities/activity/ui/query-states.tsx';
import { RelativeTime } from '../../../entities/activity/ui/relative-time.tsx';
import { useNow } from '../../../hooks/use-now.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { SCROLL_TABLE } from '../../../ui/table-layouts.ts';
import { useTokenRecord } from '../api/get-token-record.ts';
import { CopyText } from '../../../entities/market/ui/copy-text.tsx';

interface TokenActivityFeedProps {
  address: string;
  /** The token's NativeSwap quote, to value trades against other tokens; null without one. */
  quote: bigint | null;
}

const pagerButton =
  'rounded-full border border-line px-4 py-1.5 text-sm font-semibold hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-40';

/** The token's activity, 50 a page (the api's pages, newest first), sortable by time. */
export function TokenActivityFeed({ address, quote }: TokenActivityFeedProps) {
  const [page, setPage] = useState(1);
  const [direction, setDirection] = useState<SortDirection>('desc');
  const record = useTokenRecord(address, page);
  const network = useNetworkStore((state) => state.network);
  const now = useNow();

  if (record.error) return <LoadError error={record.error} what="the token's transactions" />;
  if (record.isPending) return <Loading what="the token's transactions" />;
  const rows = sortByTime(record.data.activity.transactions, direction);
  if (page === 1 && rows.length === 0) {
    return (
      <div className="rounded-2xl border border-line bg-surface px-4 py-10 text-center">
        <p className="font-semibold">{TOKEN_PAGE_TEXTS.feedEmptyTitle}</p>
        <p className="text-muted">{TOKEN_PAGE_TEXTS.feedEmptyBody}</p>
      </div>
    );
  }

  const paging = feedPaging(page, record.data.activity.hasMore);
  const columns: TableColumn[] = [
    { label: 'Type' },
    { label: 'Amount', end: true },
    { label: 'Value', end: true },
    { label: 'Wallet' },
    {
      label: (
        <button
          type="button"
          className="inline-flex items-center gap-1 uppercase hover:text-text"
          onClick={() => setDirection(toggleSortDirection(direction))}
        >
          Time
          <span aria-hidden="true">{direction === 'asc' ? '↑' : '↓'}</span>
        </button>
      ),
      sort: direction === 'asc' ? 'ascending' : 'descending',
    },
  ];
  const { cell, end, row } = SCROLL_TABLE;
  return (
    <div>
      <DataTable layout="scroll" caption="Token activity" columns={columns}>
        {rows.map((item) => {
          const value = transactionValueSats(item, quote);
          return (
            <tr key={`${item.transactionId}:${item.direction}:${item.amount}`} className={row}>
              <td className={`${cell} font-semibold`}>{item.direction}</td>
              <td className={`${cell} ${end} whitespace-nowrap`}>
                {formatTradeAmount(item.amount, item.token)}
              </td>
              <td className={`${cell} ${end} whitespace-nowrap`}>
                {value === null ? '—' : `${formatBtc(value)} ${NATIVE_SYMBOLS[network]}`}
              </td>
              <td className={cell}>
                <CopyText text={item.wallet} label={`Copy wallet ${item.wallet}`}>
                  {shortenAddress(item.wallet)}
                </CopyText>
              </td>
              <td className={`${cell} whitespace-nowrap text-muted`}>
                <RelativeTime timestamp={item.time} now={now} />
              </td>
            </tr>
          );
        })}
      </DataTable>
      <nav
        aria-label="Token activity pages"
        className="flex items-center justify-between gap-3 pt-3"
      >
        <button
          type="button"
          className={pagerButton}
          disabled={!paging.hasPrevious}
          onClick={() => setPage(page - 1)}
        >
          Previous
        </button>
        <span className="text-sm text-muted">{showingRecentTransactions(rows.length)}</span>
        <button
          type="button"
          className={pagerButton}
          disabled={!paging.hasNext}
          onClick={() => setPage(page + 1)}
        >
          Next
        </button>
      </nav>
    </div>
  );
}
