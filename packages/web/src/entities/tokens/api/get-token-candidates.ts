import { queryOptions } from '@tanstack/react-query';
import { CACHE_MS } from '@opswap/protocol/constants';
import { exploreOverviewSchema } from '@opswap/protocol/schemas/market';
import type { TokenCandidate } from '@opswap/protocol/tokens/popular-token-addresses';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { fetchExplorePools } from '../../activity/get-explore-pools.ts';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { tokenKeys } from '../token-query-keys.ts';

/** A token some api list names, with what a search can match on. */
export interface ListedToken extends TokenCandidate {
  readonly name: string;
}

/**
 * The tokens the api's explore routes name (anonymous data): the overview's top tokens, then the
 * tokens of the first page of pools. Popular presets and name searches pick from them.
 */
export async function fetchTokenCandidates(
  network: ProductNetwork,
  signal?: AbortSignal,
): Promise<ListedToken[]> {
  const [overview, pools] = await Promise.all([
    apiRequest({
      user: { network, publicKey: null },
      path: 'explore/overview',
      schema: exploreOverviewSchema,
      signal,
    }),
    fetchExplorePools(network, 1, signal),
  ]);
  const listed: ListedToken[] = overview.topTokens.map((token) => ({
    address: token.address,
    symbol: token.symbol,
    name: token.name,
    verified: token.verified,
  }));
  for (const pool of pools.pools) {
    const refs = pool.type === 'NATIVE' ? [pool.token] : [pool.tokenA, pool.tokenB];
    for (const ref of refs)
      listed.push({ address: ref.address, symbol: ref.symbol, name: ref.name });
  }
  return listed;
}

export function tokenCandidatesQueryOptions(network: ProductNetwork) {
  return queryOptions({
    queryKey: tokenKeys.candidates(network),
    queryFn: ({ signal }) => fetchTokenCandidates(network, signal),
    staleTime: CACHE_MS.queryFreshness,
  });
}
