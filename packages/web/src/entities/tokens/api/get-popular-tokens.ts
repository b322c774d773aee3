import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE_MS } from '@opswap/protocol/constants';
import { findPopularTokenAddresses } from '@opswap/protocol/tokens/popular-token-addresses';
import { NATIVE_TOKEN_ADDRESS, type Token } from '@opswap/protocol/tokens/token';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiUser } from '../../../lib/api/api-client.ts';
import { useApiUser } from '../../../lib/wallet/session.ts';
import { tokenKeys } from '../token-query-keys.ts';
import { fetchTokenOrNull } from './get-token.ts';
import { tokenCandidatesQueryOptions } from './get-token-candidates.ts';

/** The native token and the presets MOTO, PILL, ODYS, with the user's balances. */
export interface PopularTokens {
  native: Token | null;
  presets: Token[];
}

/**
 * The Popular list's tokens: the presets' addresses are found by symbol in the api's explore lists
 * (they differ per network), then each is resolved through search/token with the user's balance.
 */
export async function fetchPopularTokens(
  client: QueryClient,
  user: ApiUser,
  signal?: AbortSignal,
): Promise<PopularTokens> {
  const [native, candidates] = await Promise.all([
    fetchTokenOrNull(user, NATIVE_TOKEN_ADDRESS, { signal }),
    client.fetchQuery(tokenCandidatesQueryOptions(user.network)),
  ]);
  const addresses = findPopularTokenAddresses(candidates);
  const presets = await Promise.all(
    addresses.map((address) => fetchTokenOrNull(user, address, { signal })),
  );
  return { native, presets: presets.filter((token): token is Token => token !== null) };
}

export function popularTokensQueryOptions(client: QueryClient, user: ApiUser) {
  return queryOptions({
    queryKey: tokenKeys.popular(user.network, user.publicKey),
    queryFn: ({ signal }) => fetchPopularTokens(client, user, signal),
    staleTime: CACHE_MS.block,
  });
}

export function usePopularTokens() {
  const client = useQueryClient();
  const user = useApiUser();
  return useQuery(popularTokensQueryOptions(client, user));
}
