import { shortenAddress } from '@opswap/protocol/format/shorten-address';
import { formatTradeAmount } from '@opswap/protocol/market/token-page';
import type { TokenActivityItem } from '@opswap/protocol/schemas/token';
import { EmptyState } from '../../activity/ui/query-states.tsx';
import { RelativeTime } from '../../activity/ui/relative-time.tsx';
import { TransactionLink } from '../../activity/ui/transaction-link.tsx';
import { useNow } from '../../../hooks/use-now.ts';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { SCROLL_TABLE } from '../../../ui/table-layouts.ts';
import { CopyText } from './copy-text.tsx';

const COLUMNS: readonly TableColumn[] = [
  { label: 'Time' },
  { label: 'Type' },
  { label: 'Amount', end: true },
  { label: 'For', end: true },
  { label: 'Wallet' },
  { label: 'Explorer' },
];

interface TransactionsTableProps {
  transactions: readonly TokenActivityItem[];
  /** What the table holds, for screen readers. */
  caption: string;
  /** What shows in its place when there are none. */
  emptyText: string;
}

/** Latest transactions, newest first: a token's (the token page's tab) or a pool's. */
export function TransactionsTable({ transactions, caption, emptyText }: TransactionsTableProps) {
  const now = useNow();
  if (transactions.length === 0) return <EmptyState text={emptyText} />;
  const { cell, end, row } = SCROLL_TABLE;
  return (
    <DataTable layout="scroll" caption={caption} columns={COLUMNS}>
      {transactions.map((item) => (
        <tr key={`${item.transactionId}:${item.direction}:${item.amount}`} className={row}>
          <td className={`${cell} whitespace-nowrap text-muted`}>
            <RelativeTime timestamp={item.time} now={now} />
          </td>
          <td className={`${cell} font-semibold`}>{item.direction}</td>
          <td className={`${cell} ${end} whitespace-nowrap`}>
            {formatTradeAmount(item.amount, item.token)}
          </td>
          <td className={`${cell} ${end} whitespace-nowrap`}>
            {formatTradeAmount(item.forAmount, item.tokenTwo)}
          </td>
          <td className={cell}>
            <CopyText text={item.wallet} label={`Copy wallet ${item.wallet}`}>
              {shortenAddress(item.wallet)}
            </CopyText>
          </td>
          <td className={`${cell} text-xs md:text-sm`}>
            <TransactionLink transactionId={item.transactionId} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
