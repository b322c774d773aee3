import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '@opswap/protocol/constants';
import { type PoolActivity, poolActivitySchema } from '@opswap/protocol/schemas/pool-activity';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { apiRequest } from '../../lib/api/api-client.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { retryUpTo } from '../activity/user-request.ts';
import { poolKeys } from './pair-pool.ts';

/** GET pool/activity/{poolAddress}?page (anonymous): a pool's transactions, 50 a page, newest first. */
export function fetchPoolActivity(
  network: ProductNetwork,
  poolAddress: string,
  page: number,
  signal?: AbortSignal,
): Promise<PoolActivity> {
  return apiRequest({
    user: { network, publicKey: null },
    path: `pool/activity/${encodeURIComponent(poolAddress)}?page=${page}`,
    schema: poolActivitySchema,
    signal,
  });
}

export function poolActivityQueryOptions(
  network: ProductNetwork,
  poolAddress: string,
  page: number,
) {
  return queryOptions({
    queryKey: poolKeys.activity(network, poolAddress, page),
    queryFn: ({ signal }) => fetchPoolActivity(network, poolAddress, page, signal),
    staleTime: CACHE_MS.block,
    retry: retryUpTo(2),
    meta: { perBlock: true },
  });
}

export function usePoolActivity(poolAddress: string, page = 1) {
  const network = useNetworkStore((state) => state.network);
  return useQuery(poolActivityQueryOptions(network, poolAddress, page));
}
