import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '@opswap/protocol/constants';
import { searchTokenResponseSchema } from '@opswap/protocol/schemas/sync';
import type { Token } from '@opswap/protocol/tokens/token';
import { type ApiUser, ApiError, apiRequest } from '../../../lib/api/api-client.ts';
import { useApiUser } from '../../../lib/wallet/session.ts';
import { tokenKeys } from '../token-query-keys.ts';

/**
 * GET search/token/{address}: a token by 0x or p2op address ('bitcoin' is the native coin), with
 * the user's balance when a wallet is connected. With the session token the api also remembers the
 * lookup as a recent search, so only a search the user typed sends it (`remember`).
 */
export async function fetchToken(
  user: ApiUser,
  address: string,
  options: { remember?: boolean; signal?: AbortSignal } = {},
): Promise<Token> {
  return apiRequest({
    user: options.remember ? user : { ...user, sessionToken: null },
    path: `search/token/${encodeURIComponent(address.trim())}`,
    schema: searchTokenResponseSchema,
    signal: options.signal,
  });
}

/** The same lookup, or null when the api does not know the address (404). */
export async function fetchTokenOrNull(
  user: ApiUser,
  address: string,
  options: { remember?: boolean; signal?: AbortSignal } = {},
): Promise<Token | null> {
  try {
    return await fetchToken(user, address, options);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function tokenQueryOptions(user: ApiUser, address: string) {
  return queryOptions({
    queryKey: tokenKeys.token(user.network, address, user.publicKey),
    queryFn: ({ signal }) => fetchTokenOrNull(user, address, { signal }),
    staleTime: CACHE_MS.queryFreshness,
  });
}

/** A token by address, resolved through the api; null once the api says it does not exist. */
export function useToken(address: string | null | undefined) {
  const user = useApiUser();
  return useQuery({
    ...tokenQueryOptions(user, address ?? ''),
    enabled: Boolean(address),
  });
}
