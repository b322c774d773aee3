import type { ExploreToken } from '@opswap/protocol/schemas/market';
import { DataTable } from '../../../ui/data-table.tsx';
import { SCROLL_TABLE } from '../../../ui/table-layouts.ts';
import { EmptyState } from '../../../entities/activity/ui/query-states.tsx';
import { NO_TOKENS_YET } from '../explore-texts.ts';
import { BtcWithUsd, PriceChangeText, SatsPrice } from './market-values.tsx';
import { TokenLink } from './token-link.tsx';

const COLUMNS = [
  { label: 'Token' },
  { label: 'Price', end: true },
  { label: 'Change 24h', end: true },
  { label: 'Volume 24h', end: true },
  { label: 'Transactions 24h', end: true },
];

/** The overview's busiest tokens of the last 144 blocks, as the api ranks them. */
export function TopTokens({ tokens }: { tokens: readonly ExploreToken[] }) {
  if (tokens.length === 0) return <EmptyState text={NO_TOKENS_YET} />;
  const { cell, end, row } = SCROLL_TABLE;
  return (
    <DataTable layout="scroll" caption="Top tokens" columns={COLUMNS}>
      {tokens.map((token) => (
        <tr key={token.address} className={row}>
          <th scope="row" className={`${cell} text-left`}>
            <TokenLink token={token} />
          </th>
          <td className={`${cell} ${end}`}>
            <SatsPrice priceSats={token.priceSats} />
          </td>
          <td className={`${cell} ${end}`}>
            <PriceChangeText change={token.priceChange24h} />
          </td>
          <td className={`${cell} ${end}`}>
            <BtcWithUsd sats={token.volume24hSats} />
          </td>
          <td className={`${cell} ${end}`}>{token.transactions24h}</td>
        </tr>
      ))}
    </DataTable>
  );
}
