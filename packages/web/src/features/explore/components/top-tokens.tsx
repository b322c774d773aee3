import { useState } from 'react';
import type { ExploreToken } from '@opswap/protocol/schemas/market';
import { DataTable } from '../../../ui/data-table.tsx';
import { SCROLL_TABLE } from '../../../ui/table-layouts.ts';
import { EmptyState } from '../../../entities/activity/ui/query-states.tsx';
import { NO_TOKENS_YET } from '@opswap/protocol/market/explore-texts';
import { sortRows, type SortValue, type TableSort } from '../utils/table-sort.ts';
import {
  BtcWithUsd,
  PriceChangeText,
  SatsPrice,
} from '../../../entities/market/ui/market-values.tsx';
import { sortableColumn } from './sort-header.tsx';
import { TokenLink } from './token-link.tsx';

type TopTokenSortKey = 'name' | 'price' | 'change24h' | 'volume24h' | 'transactions';

const TOP_TOKEN_COLUMN_LABELS: Record<TopTokenSortKey, string> = {
  name: 'Token',
  price: 'Price',
  change24h: 'Change 24h',
  volume24h: 'Volume 24h',
  transactions: 'Transactions 24h',
};

function topTokenSortValue(token: ExploreToken, key: TopTokenSortKey): SortValue {
  switch (key) {
    case 'name':
      return token.symbol;
    case 'price':
      return token.priceSats;
    case 'change24h':
      return token.priceChange24h?.changeBps ?? null;
    case 'volume24h':
      return token.volume24hSats;
    case 'transactions':
      return token.transactions24h;
  }
}

/** The overview's busiest tokens of the last 144 blocks, ranked by the api, sortable here. */
export function TopTokens({ tokens }: { tokens: readonly ExploreToken[] }) {
  const [sort, setSort] = useState<TableSort<TopTokenSortKey>>({
    key: 'transactions',
    direction: 'desc',
  });
  if (tokens.length === 0) return <EmptyState text={NO_TOKENS_YET} />;
  const column = (key: TopTokenSortKey) =>
    sortableColumn({
      label: TOP_TOKEN_COLUMN_LABELS[key],
      key,
      sort,
      onSort: setSort,
      end: key !== 'name',
      firstDirection: key === 'name' ? 'asc' : 'desc',
    });
  const columns = [
    column('name'),
    column('price'),
    column('change24h'),
    column('volume24h'),
    column('transactions'),
  ];
  const { cell, end, row } = SCROLL_TABLE;
  return (
    <DataTable layout="scroll" caption="Top tokens" columns={columns}>
      {sortRows(tokens, sort, topTokenSortValue).map((token) => (
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
