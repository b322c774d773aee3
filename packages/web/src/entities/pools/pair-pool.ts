import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { PairPoolState } from '@opswap/protocol/amm/pair-order';
import { CACHE_MS } from '@opswap/protocol/constants';
import { POOL_DOES_NOT_EXIST } from '@opswap/protocol/errors/messages';
import type { CandleInterval } from '@opswap/protocol/schemas/market';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { loadChainModule } from '../../lib/chain/load-chain.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';

/**
 * A MotoSwap pool seen from a pair (the spec's pool info): its reserves and LP supply in the
 * caller's A/B order, whatever order the pool keeps them in.
 */
export interface PairPool extends PairPoolState {
  /** 0x address of the pool contract (also its LP token). */
  poolAddress: string;
  tokenA: string;
  tokenB: string;
  /** The pool's own first token (the lower address). */
  token0: string;
  blockTimestampLast: bigint;
  /** The LP token's decimals. */
  decimals: number;
}

/** The pools' query keys (chain reads and the api's pool routes), from one factory. */
export const poolKeys = {
  all: (network: ProductNetwork) => ['pools', network] as const,
  pair: (network: ProductNetwork, tokenA: string, tokenB: string) =>
    [...poolKeys.all(network), 'pair', tokenA.toLowerCase(), tokenB.toLowerCase()] as const,
  pool: (network: ProductNetwork, poolAddress: string) =>
    [...poolKeys.all(network), 'pool', poolAddress.toLowerCase()] as const,
  prices: (network: ProductNetwork, poolAddress: string, interval: CandleInterval) =>
    [...poolKeys.pool(network, poolAddress), 'prices', interval] as const,
  activity: (network: ProductNetwork, poolAddress: string, page: number) =>
    [...poolKeys.pool(network, poolAddress), 'activity', page] as const,
};

export interface PairPoolInput {
  contracts: NetworkContracts;
  /** 0x addresses of the pair, in the caller's order. */
  tokenA: string;
  tokenB: string;
}

/**
 * The pair's pool (factory getPool, then the pool's reserves, supply and token order); null when
 * the pair has no pool. Kept for the spec's 30 s pool cache and read again on every new block.
 */
export function pairPoolQueryOptions(network: ProductNetwork, input: PairPoolInput | null) {
  return queryOptions({
    queryKey: input
      ? poolKeys.pair(network, input.tokenA, input.tokenB)
      : [...poolKeys.all(network), 'pair', 'none'],
    queryFn: input
      ? async (): Promise<PairPool | null> => {
          const chain = await loadChainModule(() => import('./pair-chain.ts'));
          return chain.readPairPool(network, input.contracts, input.tokenA, input.tokenB);
        }
      : skipToken,
    staleTime: CACHE_MS.pool,
    meta: { perBlock: true },
    retry: false,
  });
}

/** The pair's pool on the app's network; null data when it has none, nothing asked without input. */
export function usePairPool(input: PairPoolInput | null) {
  const network = useNetworkStore((state) => state.network);
  return useQuery(pairPoolQueryOptions(network, input));
}

/** For screens that need the pool to exist: the pool, or 'Pool does not exist'. */
export function existingPool(pool: PairPool | null): PairPool {
  if (pool === null) throw new Error(POOL_DOES_NOT_EXIST);
  return pool;
}
