import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '@opswap/protocol/constants';
import {
  type CandleInterval,
  type TokenPrices,
  tokenPricesSchema,
} from '@opswap/protocol/schemas/market';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { retryUpTo } from '../../../entities/activity/user-request.ts';
import { tokenKeys } from './token-keys.ts';
import { tokenPaths } from './token-paths.ts';

/** GET token/prices/{address}?interval (anonymous): the NativeSwap price, its changes and candles. */
export function fetchTokenPrices(
  network: ProductNetwork,
  address: string,
  interval: CandleInterval,
  signal?: AbortSignal,
): Promise<TokenPrices> {
  return apiRequest({
    user: { network, publicKey: null },
    path: tokenPaths.prices(address, interval),
    schema: tokenPricesSchema,
    signal,
  });
}

export function tokenPricesQueryOptions(
  network: ProductNetwork,
  address: string,
  interval: CandleInterval,
) {
  return queryOptions({
    queryKey: tokenKeys.prices(network, address, interval),
    queryFn: ({ signal }) => fetchTokenPrices(network, address, interval, signal),
    staleTime: CACHE_MS.block,
    retry: retryUpTo(2),
    meta: { perBlock: true },
  });
}

/** The token's prices; the header asks for 1h candles, as the chart's shorter ranges do. */
export function useTokenPrices(address: string, interval: CandleInterval) {
  const network = useNetworkStore((state) => state.network);
  return useQuery(tokenPricesQueryOptions(network, address, interval));
}
