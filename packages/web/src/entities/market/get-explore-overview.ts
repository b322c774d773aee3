import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '@opswap/protocol/constants';
import { type ExploreOverview, exploreOverviewSchema } from '@opswap/protocol/schemas/market';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { apiRequest } from '../../lib/api/api-client.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { retryUpTo } from '../activity/user-request.ts';
import { marketKeys } from './market-keys.ts';

/** GET explore/overview (anonymous): totals, the busiest tokens and the latest trades. */
export function fetchExploreOverview(
  network: ProductNetwork,
  signal?: AbortSignal,
): Promise<ExploreOverview> {
  return apiRequest({
    user: { network, publicKey: null },
    path: 'explore/overview',
    schema: exploreOverviewSchema,
    signal,
  });
}

export function exploreOverviewQueryOptions(network: ProductNetwork) {
  return queryOptions({
    queryKey: marketKeys.exploreOverview(network),
    queryFn: ({ signal }) => fetchExploreOverview(network, signal),
    staleTime: CACHE_MS.block,
    retry: retryUpTo(2),
    meta: { perBlock: true },
  });
}

export function useExploreOverview() {
  const network = useNetworkStore((state) => state.network);
  return useQuery(exploreOverviewQueryOptions(network));
}
