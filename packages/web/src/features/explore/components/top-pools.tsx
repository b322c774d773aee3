import { useAllExplorePools } from '../../../entities/activity/use-all-explore-pools.ts';
import { EmptyState, Loading, LoadError } from '../../../entities/activity/ui/query-states.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { NO_POOLS_YET } from '../explore-texts.ts';
import { sortRows } from '../utils/table-sort.ts';
import {
  DEFAULT_POOL_SORT,
  POOL_COLUMN_LABELS,
  poolKey,
  poolSortValue,
} from '../utils/pool-columns.ts';
import { useNativeSymbol } from '../hooks/use-native-symbol.ts';
import { PoolRow } from './pools-table.tsx';

/** The overview's largest pools by TVL. */
export const TOP_POOLS = 5;

const COLUMNS = [
  { label: POOL_COLUMN_LABELS.name },
  { label: 'Type' },
  { label: POOL_COLUMN_LABELS.tvl, end: true },
  { label: POOL_COLUMN_LABELS.volume, end: true },
  { label: POOL_COLUMN_LABELS.transactions, end: true },
  { label: POOL_COLUMN_LABELS.created, end: true },
];

export function TopPools() {
  const pools = useAllExplorePools();
  const nativeSymbol = useNativeSymbol();
  if (pools.error) return <LoadError error={pools.error} what="pools" />;
  if (pools.isPending) return <Loading what="pools" />;
  if (pools.pools.length === 0) return <EmptyState text={NO_POOLS_YET} />;
  const top = sortRows(pools.pools, DEFAULT_POOL_SORT, (pool, key) =>
    poolSortValue(pool, key, nativeSymbol),
  ).slice(0, TOP_POOLS);
  return (
    <DataTable layout="scroll" caption="Top pools" columns={COLUMNS}>
      {top.map((pool) => (
        <PoolRow key={poolKey(pool)} pool={pool} />
      ))}
    </DataTable>
  );
}
