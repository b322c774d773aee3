import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '@opswap/protocol/constants';
import { type BtcUsdRate, btcUsdRateSchema } from '@opswap/protocol/schemas/market';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { fetchPublicRead, type PublicRead } from '../../lib/api/public-read.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { retryUpTo } from '../activity/user-request.ts';
import { marketKeys } from './market-keys.ts';
import { BTC_USD_PATH } from './market-paths.ts';

/** GET market/btc-usd (anonymous): the USD rate the api values things at. */
export function btcUsdRateRead(
  network: ProductNetwork,
): PublicRead<BtcUsdRate, ReturnType<typeof marketKeys.btcUsd>> {
  return {
    network,
    path: BTC_USD_PATH,
    queryKey: marketKeys.btcUsd(network),
    schema: btcUsdRateSchema,
  };
}

export function btcUsdRateQueryOptions(network: ProductNetwork) {
  const read = btcUsdRateRead(network);
  return queryOptions({
    queryKey: read.queryKey,
    queryFn: ({ signal }) => fetchPublicRead(read, signal),
    staleTime: CACHE_MS.queryFreshness,
    retry: retryUpTo(2),
  });
}

/** USD per whole BTC scaled by 10^8, or null until (or unless) the api gives a rate. */
export function useBtcUsdRate(): bigint | null {
  const network = useNetworkStore((state) => state.network);
  return useQuery(btcUsdRateQueryOptions(network)).data?.usdPerBtc ?? null;
}
