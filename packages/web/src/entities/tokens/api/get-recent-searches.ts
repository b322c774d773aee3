import { queryOptions, useQuery } from '@tanstack/react-query';
import { recentSearchesResponseSchema } from '@opswap/protocol/schemas/sync';
import type { Token } from '@opswap/protocol/tokens/token';
import { type ApiUser, apiRequest } from '../../../lib/api/api-client.ts';
import { useApiUser } from '../../../lib/wallet/session.ts';
import { tokenKeys } from '../token-query-keys.ts';

/** GET search/recent: the signed-in user's last ten searched tokens, with balances. */
export async function fetchRecentSearches(user: ApiUser, signal?: AbortSignal): Promise<Token[]> {
  return apiRequest({ user, path: 'search/recent', schema: recentSearchesResponseSchema, signal });
}

export function recentSearchesQueryOptions(user: ApiUser) {
  return queryOptions({
    queryKey: tokenKeys.recent(user.network, user.publicKey),
    queryFn: ({ signal }) => fetchRecentSearches(user, signal),
  });
}

/** Recent searches need a signed-in wallet; without a session there are none to show. */
export function useRecentSearches() {
  const user = useApiUser();
  const signedIn = Boolean(user.publicKey && user.sessionToken);
  return useQuery({ ...recentSearchesQueryOptions(user), enabled: signedIn });
}
