import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '@opswap/protocol/constants';
import { type TokenExploreRecord, tokenExploreRecordSchema } from '@opswap/protocol/schemas/token';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { retryUpTo } from '../../../entities/activity/user-request.ts';
import { tokenKeys } from './token-keys.ts';
import { tokenPaths } from './token-paths.ts';

/** GET token/{address}?page (anonymous): the token's name and symbol, 50 transactions a page, its pools. */
export function fetchTokenRecord(
  network: ProductNetwork,
  address: string,
  page: number,
  signal?: AbortSignal,
): Promise<TokenExploreRecord> {
  return apiRequest({
    user: { network, publicKey: null },
    path: tokenPaths.record(address, page),
    schema: tokenExploreRecordSchema,
    signal,
  });
}

export function tokenRecordQueryOptions(network: ProductNetwork, address: string, page: number) {
  return queryOptions({
    queryKey: tokenKeys.record(network, address, page),
    queryFn: ({ signal }) => fetchTokenRecord(network, address, page, signal),
    staleTime: CACHE_MS.block,
    retry: retryUpTo(2),
    meta: { perBlock: true },
  });
}

export function useTokenRecord(address: string, page: number) {
  const network = useNetworkStore((state) => state.network);
  return useQuery(tokenRecordQueryOptions(network, address, page));
}
