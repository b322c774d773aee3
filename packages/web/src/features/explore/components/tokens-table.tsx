import { useState } from 'react';
import { clampPage, pageCount } from '@opswap/protocol/activity/activity-table';
import { DEBOUNCE_MS } from '@opswap/protocol/constants';
import {
  EXPLORE_TOKENS_PAGE_SIZE,
  EXPLORE_TOKENS_SEARCH_MAX,
  type ExploreTokenRow,
  type ExploreTokenSort,
} from '@opswap/protocol/schemas/market';
import { useExploreTokens } from '../../../entities/market/get-explore-tokens.ts';
import { EmptyState, Loading, LoadError } from '../../../entities/activity/ui/query-states.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { SCROLL_TABLE } from '../../../ui/table-layouts.ts';
import { NO_TOKENS_YET, noTokensMatch } from '@opswap/protocol/market/explore-texts';
import type { TableSort } from '../utils/table-sort.ts';
import {
  BtcWithUsd,
  PriceChangeText,
  SatsPrice,
  UsdText,
} from '../../../entities/market/ui/market-values.tsx';
import { sortableColumn } from './sort-header.tsx';
import { TokenLink } from './token-link.tsx';

const DEFAULT_TOKEN_SORT: TableSort<ExploreTokenSort> = {
  key: 'volume24h',
  direction: 'desc',
};

const TOKEN_COLUMN_LABELS: Record<ExploreTokenSort, string> = {
  name: 'Token',
  price: 'Price',
  change24h: 'Change 24h',
  volume24h: 'Volume 24h',
  liquidity: 'Liquidity',
};

/** Every token the indexer knows: searched, sorted and paged by the api. */
export function TokensTable() {
  const [sort, setSort] = useState(DEFAULT_TOKEN_SORT);
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), DEBOUNCE_MS.search);
  const tokens = useExploreTokens({
    page,
    pageSize: EXPLORE_TOKENS_PAGE_SIZE.default,
    sort: sort.key,
    order: sort.direction,
    search,
  });

  const onSort = (next: TableSort<ExploreTokenSort>) => {
    setSort(next);
    setPage(1);
  };
  const column = (key: ExploreTokenSort) =>
    sortableColumn({
      label: TOKEN_COLUMN_LABELS[key],
      key,
      sort,
      onSort,
      end: key !== 'name',
      firstDirection: key === 'name' ? 'asc' : 'desc',
    });

  let body;
  if (tokens.error) body = <LoadError error={tokens.error} what="tokens" />;
  else if (tokens.isPending) body = <Loading what="tokens" />;
  else if (tokens.data.total === 0) {
    body = <EmptyState text={search === '' ? NO_TOKENS_YET : noTokensMatch(search)} />;
  } else {
    const pages = pageCount(tokens.data.total, tokens.data.pageSize);
    body = (
      <div aria-busy={tokens.isPlaceholderData}>
        <DataTable
          layout="scroll"
          caption="Tokens"
          columns={[
            column('name'),
            column('price'),
            column('change24h'),
            column('volume24h'),
            column('liquidity'),
          ]}
        >
          {tokens.data.tokens.map((token) => (
            <TokenRow key={token.address} token={token} />
          ))}
        </DataTable>
        <Pagination
          page={clampPage(tokens.data.page, pages)}
          pages={pages}
          onPage={setPage}
          label="Tokens pages"
        />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm font-semibold md:max-w-sm">
        Search tokens
        <input
          type="search"
          value={searchText}
          maxLength={EXPLORE_TOKENS_SEARCH_MAX}
          placeholder="Name or symbol"
          onChange={(event) => {
            setSearchText(event.target.value);
            setPage(1);
          }}
          className="rounded-xl border border-line bg-surface px-3 py-2 font-normal focus-visible:outline-2 focus-visible:outline-accent"
        />
      </label>
      {body}
    </div>
  );
}

function TokenRow({ token }: { token: ExploreTokenRow }) {
  const { cell, end, row } = SCROLL_TABLE;
  return (
    <tr className={row}>
      <th scope="row" className={`${cell} text-left`}>
        <TokenLink token={token} />
      </th>
      <td className={`${cell} ${end}`}>
        <span className="block">
          <SatsPrice priceSats={token.priceSats} />
        </span>
        <span className="block text-xs text-muted">
          <UsdText usd={token.priceUsd} />
        </span>
      </td>
      <td className={`${cell} ${end}`}>
        <PriceChangeText change={token.priceChange24h} />
      </td>
      <td className={`${cell} ${end}`}>
        <BtcWithUsd sats={token.volume24hSats} />
      </td>
      <td className={`${cell} ${end}`}>
        <BtcWithUsd sats={token.tvlSats} />
      </td>
    </tr>
  );
}
