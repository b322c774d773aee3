import { useState } from 'react';
import { Link } from 'react-router';
import { clampPage, pageCount } from '@opswap/protocol/activity/activity-table';
import { PAGE_SIZES } from '@opswap/protocol/constants';
import { poolName } from '@opswap/protocol/amm/positions-texts';
import { routes } from '@opswap/protocol/routes/routes';
import type { MarketPool } from '@opswap/protocol/schemas/market';
import { useAllExplorePools } from '../../../entities/activity/use-all-explore-pools.ts';
import { EmptyState, Loading, LoadError } from '../../../entities/activity/ui/query-states.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { SCROLL_TABLE } from '../../../ui/table-layouts.ts';
import { NO_POOLS_YET, POOL_TYPE_LABELS } from '@opswap/protocol/market/explore-texts';
import {
  DEFAULT_POOL_SORT,
  POOL_COLUMN_LABELS,
  type PoolSortKey,
  poolSortValue,
} from '../utils/pool-columns.ts';
import { sortRows, type TableSort } from '../utils/table-sort.ts';
import { useNativeSymbol } from '../../../entities/market/use-native-symbol.ts';
import { BtcWithUsd } from '../../../entities/market/ui/market-values.tsx';
import { sortableColumn } from './sort-header.tsx';

interface PoolsTableProps {
  /** Only this many pools, without pages (the overview's largest pools); every pool when left out. */
  limit?: number;
  caption?: string;
}

/** Every pool, native and AMM, sorted by any column, 50 a page. */
export function PoolsTable({ limit, caption = 'Pools' }: PoolsTableProps) {
  const pools = useAllExplorePools();
  const [sort, setSort] = useState(DEFAULT_POOL_SORT);
  const [page, setPage] = useState(1);
  const nativeSymbol = useNativeSymbol();

  if (pools.error) return <LoadError error={pools.error} what="pools" />;
  if (pools.isPending) return <Loading what="pools" reserve="min-h-80" />;
  if (pools.pools.length === 0) return <EmptyState text={NO_POOLS_YET} />;

  const pageSize = limit ?? PAGE_SIZES.api;
  const pages = limit === undefined ? pageCount(pools.pools.length, pageSize) : 1;
  const current = clampPage(page, pages);
  const rows = sortRows(pools.pools, sort, (pool, key) =>
    poolSortValue(pool, key, nativeSymbol),
  ).slice((current - 1) * pageSize, current * pageSize);
  const onSort = (next: TableSort<PoolSortKey>) => {
    setSort(next);
    setPage(1);
  };
  const column = (key: PoolSortKey, end = true) =>
    sortableColumn({
      label: POOL_COLUMN_LABELS[key],
      key,
      sort,
      onSort,
      end,
      firstDirection: end ? 'desc' : 'asc',
    });
  const columns = [
    column('name', false),
    { label: 'Type' },
    column('tvl'),
    column('volume'),
    column('transactions'),
    column('created'),
  ];
  return (
    <div>
      <DataTable layout="scroll" caption={caption} columns={columns}>
        {rows.map((pool) => (
          <PoolRow key={pool.poolAddress} pool={pool} />
        ))}
      </DataTable>
      {limit === undefined && (
        <Pagination page={current} pages={pages} onPage={setPage} label="Pools pages" />
      )}
    </div>
  );
}

function PoolRow({ pool }: { pool: MarketPool }) {
  const nativeSymbol = useNativeSymbol();
  const { cell, end, row } = SCROLL_TABLE;
  return (
    <tr className={row}>
      <th scope="row" className={`${cell} text-left font-semibold whitespace-nowrap`}>
        <Link
          to={routes.poolDetail(pool.poolAddress)}
          className="rounded hover:text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
        >
          {poolName(pool, nativeSymbol)}
        </Link>
      </th>
      <td className={`${cell} whitespace-nowrap text-muted`}>{POOL_TYPE_LABELS[pool.type]}</td>
      <td className={`${cell} ${end}`}>
        <BtcWithUsd sats={pool.tvlSats} />
      </td>
      <td className={`${cell} ${end}`}>
        <BtcWithUsd sats={pool.volume24hSats} />
      </td>
      <td className={`${cell} ${end}`}>{pool.transactions24h}</td>
      <td className={`${cell} ${end}`}>{pool.createdAtBlock}</td>
    </tr>
  );
}
