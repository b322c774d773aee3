import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '@opswap/protocol/constants';
import { type BtcUsdRate, btcUsdRateSchema } from '@opswap/protocol/schemas/market';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { apiRequest } from '../../lib/api/api-client.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { retryUpTo } from '../activity/user-request.ts';
import { marketKeys } from './market-keys.ts';
import { BTC_USD_PATH } from './market-paths.ts';

/** GET market/btc-usd (anonymous): the USD rate the api values things at. */
export function fetchBtcUsdRate(
  network: ProductNetwork,
  signal?: AbortSignal,
): Promise<BtcUsdRate> {
  return apiRequest({
    user: { network, publicKey: null },
    path: BTC_USD_PATH,
    schema: btcUsdRateSchema,
    signal,
  });
}

export function btcUsdRateQueryOptions(network: ProductNetwork) {
  return queryOptions({
    queryKey: marketKeys.btcUsd(network),
    queryFn: ({ signal }) => fetchBtcUsdRate(network, signal),
    staleTime: CACHE_MS.queryFreshness,
    retry: retryUpTo(2),
  });
}

/** USD per whole BTC scaled by 10^8, or null until (or unless) the api gives a rate. */
export function useBtcUsdRate(): bigint | null {
  const network = useNetworkStore((state) => state.network);
  return useQuery(btcUsdRateQueryOptions(network)).data?.usdPerBtc ?? null;
}
