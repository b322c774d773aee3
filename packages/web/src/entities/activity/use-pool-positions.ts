import { useQueries } from '@tanstack/react-query';
import {
  ammPositionStatus,
  ammPositionValueSats,
  type NativePosition,
  nativePosition,
  nativePositionValueSats,
  type PoolPositionStatus,
  poolLastUpdated,
} from '@opswap/protocol/amm/positions';
import { nativeQueueText, poolName, POSITIONS_TEXTS } from '@opswap/protocol/amm/positions-texts';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { getListingQueueDisplay } from '@opswap/protocol/listings/queue-position';
import {
  type LpPosition,
  lpPosition,
  sortPositionsBySharesDescending,
} from '@opswap/protocol/portfolio/pool-positions';
import type { AmmPool, NativePool } from '@opswap/protocol/schemas/market';
import { networkContracts } from '@opswap/protocol/tokens/network-contracts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { useConnectedWallet } from '../../lib/wallet/wallet-store.ts';
import type { ProviderQueueState } from '../native-swap/listing-chain.ts';
import { providerQueueStateQueryOptions } from '../native-swap/listing-queries.ts';
import { lpBalanceQueryOptions } from './get-lp-balance.ts';
import { useAllExplorePools } from './use-all-explore-pools.ts';

/** The wallet's LP shares of a MotoSwap pool. */
export interface PoolPositionView extends LpPosition {
  type: 'OP20';
  pool: AmmPool;
  status: PoolPositionStatus;
  /** The shares' part of the pool's value in sats; null when the pool has none in sats. */
  valueSats: bigint | null;
  /** Milliseconds: the pool's last reserve update; null before its first. */
  lastUpdated: number | null;
}

/** The wallet's listing (or initial liquidity) in a token's NativeSwap pool. */
export interface NativePositionView extends NativePosition {
  type: 'NATIVE';
  pool: NativePool;
  /** The tokens listed: what the lists ordered by shares compare after the share of the pool. */
  shares: bigint;
  /** Where the listing waits, in words ('3/10 (Standard)'; the initial liquidity is locked). */
  queue: string;
  /** The listed tokens at the pool's quote; null without a quote. */
  valueSats: bigint | null;
  /** Milliseconds: the pool's last state; null before its first. */
  lastUpdated: number | null;
}

/** A position of either kind, told apart by `type` (the spec's pool position type). */
export type AnyPositionView = PoolPositionView | NativePositionView;

export interface PoolPositions {
  /** MotoSwap positions, sorted by shares, largest first; pools without LP tokens are left out. */
  positions: PoolPositionView[];
  /** NativeSwap positions, the same order; pools the wallet lists nothing in are left out. */
  nativePositions: NativePositionView[];
  /** Both kinds together, largest share of its pool first (the sidebar's order). */
  all: AnyPositionView[];
  isPending: boolean;
  error: Error | null;
}

/** A MotoSwap position from the pool (the api's) and the wallet's LP balance (the chain's). */
export function ammPositionView(pool: AmmPool, balance: bigint): PoolPositionView {
  const position = lpPosition({
    balance,
    totalSupply: pool.totalSupply,
    reserveA: pool.reserveA,
    reserveB: pool.reserveB,
  });
  return {
    ...position,
    type: 'OP20',
    pool,
    status: ammPositionStatus({
      shares: balance,
      reserveA: pool.reserveA,
      reserveB: pool.reserveB,
    }),
    valueSats: ammPositionValueSats(balance, pool.totalSupply, pool.tvlSats),
    lastUpdated: poolLastUpdated(pool.blockTimestampLast),
  };
}

/**
 * A NativeSwap position from the pool (the api's) and the wallet's provider slot and the token's
 * queues (getProviderDetails and getQueueDetails); null when the wallet lists nothing there.
 */
export function nativePositionView(
  pool: NativePool,
  state: ProviderQueueState,
): NativePositionView | null {
  const position = nativePosition(state.provider, pool.liquidity);
  if (!position) return null;
  return {
    ...position,
    type: 'NATIVE',
    pool,
    shares: position.liquidity,
    queue: nativeQueueText(position, getListingQueueDisplay(state.provider, state.queue)),
    valueSats: nativePositionValueSats(position.liquidity, pool.quote),
    lastUpdated: poolLastUpdated(pool.blockTimestampLast),
  };
}

/**
 * The wallet's pool positions, the one source of the sidebar's Pools, the dashboard's and /pool:
 * every pool the api knows; in each MotoSwap pool the LP balance read from the pool contract, in
 * each NativeSwap pool the wallet's provider slot read from the NativeSwap contract.
 */
export function usePoolPositions(): PoolPositions {
  const network = useNetworkStore((state) => state.network);
  const contracts = networkContracts(network);
  const wallet = useConnectedWallet();
  const owner = wallet && { publicKey: wallet.publicKey, sender: wallet.sender };
  const all = useAllExplorePools();
  const ammPools = all.pools.filter((pool): pool is AmmPool => pool.type === 'OP20');
  const nativePools = all.pools.filter((pool): pool is NativePool => pool.type === 'NATIVE');
  const balances = useQueries({
    queries: ammPools.map((pool) => lpBalanceQueryOptions(network, owner, pool.poolAddress)),
    combine: (results) => ({
      data: results.map((result) => result.data),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
  const slots = useQueries({
    // Without a wallet (or a NativeSwap on this network) there is no provider slot to read.
    queries:
      wallet && contracts
        ? nativePools.map((pool) =>
            providerQueueStateQueryOptions(network, contracts, pool.token.address, wallet),
          )
        : [],
    combine: (results) => ({
      data: results.map((result) => result.data),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });

  const positions = ammPools.flatMap((pool, index) => {
    const balance = balances.data[index];
    return balance === undefined ? [] : [ammPositionView(pool, balance)];
  });
  const nativePositions = nativePools.flatMap((pool, index) => {
    const state = slots.data[index];
    const view = state && nativePositionView(pool, state);
    return view ? [view] : [];
  });
  const byShares = sortPositionsBySharesDescending;
  return {
    positions: byShares(positions),
    nativePositions: byShares(nativePositions),
    all: byShares<AnyPositionView>([...positions, ...nativePositions]),
    isPending: all.isPending || (owner !== null && (balances.isPending || slots.isPending)),
    error: all.error ?? balances.error ?? slots.error,
  };
}

/** A pool's name, its two tokens: 'MOTO / PILL'. */
export function poolPairName(pool: AmmPool): string {
  return poolName(pool);
}

/** What the user's share of a pool holds, one text a token: ['10 MOTO', '5 PILL']. */
export function pooledTokenTexts(position: PoolPositionView): [string, string] {
  return [
    formatTokenAmount(position.userPortionTokenOne, position.pool.tokenA),
    formatTokenAmount(position.userPortionTokenTwo, position.pool.tokenB),
  ];
}

/** A position's pool name ('MOTO / PILL', 'MOTO / rBTC'). */
export function positionName(position: AnyPositionView, nativeSymbol: string): string {
  return poolName(position.pool, nativeSymbol);
}

/**
 * What a position holds, one text a line: an LP position's part of each token, a listing's
 * tokens still listed ('Listed: 500 MOTO') and where it waits.
 */
export function positionHoldingTexts(position: AnyPositionView): string[] {
  if (position.type === 'OP20') return pooledTokenTexts(position);
  const listed = formatTokenAmount(position.liquidity, position.pool.token);
  return [`${POSITIONS_TEXTS.listed}: ${listed}`, position.queue];
}
