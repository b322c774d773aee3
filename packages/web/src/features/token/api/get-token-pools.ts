import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '@opswap/protocol/constants';
import { type MarketPool, tokenPoolsSchema } from '@opswap/protocol/schemas/market';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { retryUpTo } from '../../../entities/activity/user-request.ts';
import { tokenKeys } from './token-keys.ts';

/** GET token/pools/{address} (anonymous): the token's NativeSwap pool first, then its AMM pools. */
export function fetchTokenPools(
  network: ProductNetwork,
  address: string,
  signal?: AbortSignal,
): Promise<MarketPool[]> {
  return apiRequest({
    user: { network, publicKey: null },
    path: `token/pools/${encodeURIComponent(address)}`,
    schema: tokenPoolsSchema,
    signal,
  });
}

export function tokenPoolsQueryOptions(network: ProductNetwork, address: string) {
  return queryOptions({
    queryKey: tokenKeys.pools(network, address),
    queryFn: ({ signal }) => fetchTokenPools(network, address, signal),
    staleTime: CACHE_MS.pool,
    retry: retryUpTo(2),
    meta: { perBlock: true },
  });
}

export function useTokenPools(address: string) {
  const network = useNetworkStore((state) => state.network);
  return useQuery(tokenPoolsQueryOptions(network, address));
}
