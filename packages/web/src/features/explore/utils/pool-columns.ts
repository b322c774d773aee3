import { poolName } from '@opswap/protocol/amm/positions-texts';
import type { MarketPool } from '@opswap/protocol/schemas/market';
import type { SortValue, TableSort } from './table-sort.ts';

export type PoolSortKey = 'name' | 'tvl' | 'volume' | 'transactions' | 'created';

export const DEFAULT_POOL_SORT: TableSort<PoolSortKey> = { key: 'tvl', direction: 'desc' };

export const POOL_COLUMN_LABELS: Record<PoolSortKey, string> = {
  name: 'Pool',
  tvl: 'TVL',
  volume: 'Volume 24h',
  transactions: 'Transactions 24h',
  created: 'Created at block',
};

/** What a pool sorts by in a column; by name, its two sides as `poolName` writes them. */
export function poolSortValue(pool: MarketPool, key: PoolSortKey, nativeSymbol: string): SortValue {
  switch (key) {
    case 'name':
      return poolName(pool, nativeSymbol);
    case 'tvl':
      return pool.tvlSats;
    case 'volume':
      return pool.volume24hSats;
    case 'transactions':
      return pool.transactions24h;
    case 'created':
      return pool.createdAtBlock;
  }
}
