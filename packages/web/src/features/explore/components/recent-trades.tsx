import { useState } from 'react';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { shortenAddress } from '@opswap/protocol/format/shorten-address';
import type { TokenActivityItem } from '@opswap/protocol/schemas/token';
import { EmptyState } from '../../../entities/activity/ui/query-states.tsx';
import { RelativeTime } from '../../../entities/activity/ui/relative-time.tsx';
import { TransactionLink } from '../../../entities/activity/ui/transaction-link.tsx';
import { useNow } from '../../../hooks/use-now.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { SCROLL_TABLE } from '../../../ui/table-layouts.ts';
import { NO_TRANSACTIONS_YET } from '@opswap/protocol/market/explore-texts';
import { sortRows, type TableSort } from '../utils/table-sort.ts';
import { sortableColumn } from './sort-header.tsx';
import { TokenLink } from './token-link.tsx';

const COLUMNS = [
  { label: 'Type' },
  { label: 'Token' },
  { label: 'Amount', end: true },
  { label: 'For', end: true },
  { label: 'Wallet' },
  { label: 'Transaction' },
];

/** The latest trades and liquidity moves on the network, newest first until sorted otherwise. */
export function RecentTrades({ items }: { items: readonly TokenActivityItem[] }) {
  const now = useNow();
  const [sort, setSort] = useState<TableSort<'time'>>({ key: 'time', direction: 'desc' });
  if (items.length === 0) return <EmptyState text={NO_TRANSACTIONS_YET} />;
  const { cell, end, row } = SCROLL_TABLE;
  const columns = [
    sortableColumn({ label: 'Time', key: 'time', sort, onSort: setSort }),
    ...COLUMNS,
  ];
  return (
    <DataTable layout="scroll" caption="Recent transactions" columns={columns}>
      {sortRows(items, sort, (item) => item.time).map((item) => (
        <tr key={tradeKey(item)} className={row}>
          <td className={`${cell} whitespace-nowrap text-muted`}>
            <RelativeTime timestamp={item.time} now={now} />
          </td>
          <td className={`${cell} font-semibold`}>{item.direction}</td>
          <td className={cell}>
            <TokenLink token={item.token} />
          </td>
          <td className={`${cell} ${end} whitespace-nowrap`}>
            {formatTokenAmount(item.amount, item.token)}
          </td>
          <td className={`${cell} ${end} whitespace-nowrap`}>
            {formatTokenAmount(item.forAmount, item.tokenTwo)}
          </td>
          <td className={`${cell} font-mono text-xs`} title={item.wallet}>
            {shortenAddress(item.wallet)}
          </td>
          <td className={`${cell} text-xs`}>
            <TransactionLink transactionId={item.transactionId} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

// One transaction may move several tokens (a liquidity add), each its own row.
function tradeKey(item: TokenActivityItem): string {
  return [item.transactionId, item.direction, item.token.address, item.tokenTwo.address].join(':');
}
