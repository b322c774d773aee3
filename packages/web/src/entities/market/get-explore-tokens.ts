import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '@opswap/protocol/constants';
import {
  type ExploreTokensPage,
  exploreTokensPageSchema,
  type ExploreTokensQuery,
} from '@opswap/protocol/schemas/market';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { apiRequest } from '../../lib/api/api-client.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { retryUpTo } from '../activity/user-request.ts';
import { marketKeys } from './market-keys.ts';

/** The query string of GET explore/tokens; a blank search is left out. */
export function exploreTokensPath(query: ExploreTokensQuery): string {
  const params = new URLSearchParams({
    page: String(query.page),
    pageSize: String(query.pageSize),
    sort: query.sort,
    order: query.order,
  });
  if (query.search !== '') params.set('search', query.search);
  return `explore/tokens?${params.toString()}`;
}

/** GET explore/tokens (anonymous): a page of every token the indexer knows, sorted and searched. */
export function fetchExploreTokens(
  network: ProductNetwork,
  query: ExploreTokensQuery,
  signal?: AbortSignal,
): Promise<ExploreTokensPage> {
  return apiRequest({
    user: { network, publicKey: null },
    path: exploreTokensPath(query),
    schema: exploreTokensPageSchema,
    signal,
  });
}

export function exploreTokensQueryOptions(network: ProductNetwork, query: ExploreTokensQuery) {
  return queryOptions({
    queryKey: marketKeys.exploreTokens(network, query),
    queryFn: ({ signal }) => fetchExploreTokens(network, query, signal),
    staleTime: CACHE_MS.block,
    retry: retryUpTo(2),
    meta: { perBlock: true },
    // Another page or sort keeps the rows on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useExploreTokens(query: ExploreTokensQuery) {
  const network = useNetworkStore((state) => state.network);
  return useQuery(exploreTokensQueryOptions(network, query));
}
