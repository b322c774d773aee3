import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '@opswap/protocol/constants';
import {
  type CandleInterval,
  type TokenPrices,
  tokenPricesSchema,
} from '@opswap/protocol/schemas/market';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { fetchPublicRead, type PublicRead } from '../../../lib/api/public-read.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { retryUpTo } from '../../../entities/activity/user-request.ts';
import { tokenKeys } from './token-keys.ts';
import { tokenPaths } from './token-paths.ts';

/** GET token/prices/{address}?interval (anonymous): the NativeSwap price, its changes and candles. */
export function tokenPricesRead(
  network: ProductNetwork,
  address: string,
  interval: CandleInterval,
): PublicRead<TokenPrices, ReturnType<typeof tokenKeys.prices>> {
  return {
    network,
    path: tokenPaths.prices(address, interval),
    queryKey: tokenKeys.prices(network, address, interval),
    schema: tokenPricesSchema,
  };
}

export function tokenPricesQueryOptions(
  network: ProductNetwork,
  address: string,
  interval: CandleInterval,
) {
  const read = tokenPricesRead(network, address, interval);
  return queryOptions({
    queryKey: read.queryKey,
    queryFn: ({ signal }) => fetchPublicRead(read, signal),
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
