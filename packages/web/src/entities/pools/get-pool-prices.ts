import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '@opswap/protocol/constants';
import {
  type CandleInterval,
  type PoolPrices,
  poolPricesSchema,
} from '@opswap/protocol/schemas/market';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { apiRequest } from '../../lib/api/api-client.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { retryUpTo } from '../activity/user-request.ts';
import { poolKeys } from './pair-pool.ts';

/**
 * GET pool/prices/{poolAddress}?interval (anonymous): an AMM pool's prices both ways, or a native
 * pool's (named by its token) its token's; 404 'Pool does not exist' for any other address.
 */
export function fetchPoolPrices(
  network: ProductNetwork,
  poolAddress: string,
  interval: CandleInterval,
  signal?: AbortSignal,
): Promise<PoolPrices> {
  return apiRequest({
    user: { network, publicKey: null },
    path: `pool/prices/${encodeURIComponent(poolAddress)}?interval=${interval}`,
    schema: poolPricesSchema,
    signal,
  });
}

export function poolPricesQueryOptions(
  network: ProductNetwork,
  poolAddress: string,
  interval: CandleInterval,
) {
  return queryOptions({
    queryKey: poolKeys.prices(network, poolAddress, interval),
    queryFn: ({ signal }) => fetchPoolPrices(network, poolAddress, interval, signal),
    staleTime: CACHE_MS.pool,
    retry: retryUpTo(2),
    meta: { perBlock: true },
  });
}

export function usePoolPrices(poolAddress: string, interval: CandleInterval = '1h') {
  const network = useNetworkStore((state) => state.network);
  return useQuery(poolPricesQueryOptions(network, poolAddress, interval));
}
