import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '@opswap/protocol/constants';
import { type ExplorePools, explorePoolsSchema } from '@opswap/protocol/schemas/market';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { apiRequest } from '../../lib/api/api-client.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { activityKeys } from './activity-keys.ts';
import { retryUpTo } from './user-request.ts';

/** GET explore/pools?page (anonymous): every pool, 50 a page, with reserves and quotes. */
export function fetchExplorePools(
  network: ProductNetwork,
  page: number,
  signal?: AbortSignal,
): Promise<ExplorePools> {
  return apiRequest({
    user: { network, publicKey: null },
    path: `explore/pools?page=${page}`,
    schema: explorePoolsSchema,
    signal,
  });
}

export function explorePoolsQueryOptions(network: ProductNetwork, page: number) {
  return queryOptions({
    queryKey: activityKeys.explorePools(network, page),
    queryFn: ({ signal }) => fetchExplorePools(network, page, signal),
    staleTime: CACHE_MS.pool,
    retry: retryUpTo(2),
    meta: { perBlock: true },
  });
}

export function useExplorePools(page: number) {
  const network = useNetworkStore((state) => state.network);
  return useQuery(explorePoolsQueryOptions(network, page));
}
