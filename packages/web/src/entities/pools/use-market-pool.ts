import type { MarketPool } from '@opswap/protocol/schemas/market';
import { useAllExplorePools } from '../activity/use-all-explore-pools.ts';

export interface MarketPoolLookup {
  /** The pool the address names, once the api's pools hold it. */
  pool: MarketPool | null;
  /** True once every page of pools has loaded without it: the address names no pool. */
  missing: boolean;
  isPending: boolean;
  error: Error | null;
}

/**
 * A pool by its address (an AMM pool's contract, a native pool's token), from the same explore
 * pools the positions come from, so the pool detail and the lists agree on its figures.
 */
export function useMarketPool(poolAddress: string): MarketPoolLookup {
  const all = useAllExplorePools();
  const wanted = poolAddress.toLowerCase();
  const pool =
    all.pools.find((candidate) => candidate.poolAddress.toLowerCase() === wanted) ?? null;
  return {
    pool,
    missing: pool === null && all.complete,
    isPending: pool === null && all.isPending,
    error: pool === null ? all.error : null,
  };
}
