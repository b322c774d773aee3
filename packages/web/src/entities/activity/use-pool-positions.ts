import { useQueries } from '@tanstack/react-query';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import {
  type LpPosition,
  lpPosition,
  sortPositionsBySharesDescending,
} from '@opswap/protocol/portfolio/pool-positions';
import type { AmmPool } from '@opswap/protocol/schemas/market';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { useConnectedWallet } from '../../lib/wallet/wallet-store.ts';
import { lpBalanceQueryOptions } from './get-lp-balance.ts';
import { useAllExplorePools } from './use-all-explore-pools.ts';

export interface PoolPositionView extends LpPosition {
  pool: AmmPool;
}

export interface PoolPositions {
  /** Sorted by shares, largest first; pools the user holds no LP tokens of are left out. */
  positions: PoolPositionView[];
  isPending: boolean;
  error: Error | null;
}

/**
 * The user's AMM pool positions: every MotoSwap pool the api knows, and the wallet's LP balance
 * in each read from the pool contract.
 */
export function usePoolPositions(): PoolPositions {
  const network = useNetworkStore((state) => state.network);
  const wallet = useConnectedWallet();
  const owner = wallet && { publicKey: wallet.publicKey, sender: wallet.sender };
  const all = useAllExplorePools();
  const ammPools = all.pools.filter((pool): pool is AmmPool => pool.type === 'OP20');
  const balances = useQueries({
    queries: ammPools.map((pool) => lpBalanceQueryOptions(network, owner, pool.poolAddress)),
    combine: (results) => ({
      balances: results.map((result) => result.data),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
  const positions = ammPools.flatMap((pool, index) => {
    const balance = balances.balances[index];
    if (balance === undefined) return [];
    const position = lpPosition({
      balance,
      totalSupply: pool.totalSupply,
      reserveA: pool.reserveA,
      reserveB: pool.reserveB,
    });
    return [{ ...position, pool }];
  });
  return {
    positions: sortPositionsBySharesDescending(positions),
    isPending: all.isPending || (owner !== null && balances.isPending),
    error: all.error ?? balances.error,
  };
}

/** A pool's name, its two tokens: 'MOTO / PILL'. */
export function poolPairName(pool: AmmPool): string {
  return `${pool.tokenA.symbol} / ${pool.tokenB.symbol}`;
}

/** What the user's share of a pool holds, one text a token: ['10 MOTO', '5 PILL']. */
export function pooledTokenTexts(position: PoolPositionView): [string, string] {
  return [
    formatTokenAmount(position.userPortionTokenOne, position.pool.tokenA),
    formatTokenAmount(position.userPortionTokenTwo, position.pool.tokenB),
  ];
}
