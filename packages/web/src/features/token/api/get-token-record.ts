import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '@opswap/protocol/constants';
import { type TokenExploreRecord, tokenExploreRecordSchema } from '@opswap/protocol/schemas/token';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { fetchPublicRead, type PublicRead } from '../../../lib/api/public-read.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { retryUpTo } from '../../../entities/activity/user-request.ts';
import { tokenKeys } from './token-keys.ts';
import { tokenPaths } from './token-paths.ts';

/** GET token/{address}?page (anonymous): the token's name and symbol, 50 transactions a page, its pools. */
export function tokenRecordRead(
  network: ProductNetwork,
  address: string,
  page: number,
): PublicRead<TokenExploreRecord, ReturnType<typeof tokenKeys.record>> {
  return {
    network,
    path: tokenPaths.record(address, page),
    queryKey: tokenKeys.record(network, address, page),
    schema: tokenExploreRecordSchema,
  };
}

export function tokenRecordQueryOptions(network: ProductNetwork, address: string, page: number) {
  const read = tokenRecordRead(network, address, page);
  return queryOptions({
    queryKey: read.queryKey,
    queryFn: ({ signal }) => fetchPublicRead(read, signal),
    staleTime: CACHE_MS.block,
    retry: retryUpTo(2),
    meta: { perBlock: true },
  });
}

export function useTokenRecord(address: string, page: number) {
  const network = useNetworkStore((state) => state.network);
  return useQuery(tokenRecordQueryOptions(network, address, page));
}
