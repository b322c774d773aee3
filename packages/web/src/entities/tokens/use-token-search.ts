import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DEBOUNCE_MS } from '@opswap/protocol/constants';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import type { Token } from '@opswap/protocol/tokens/token';
import { planTokenSearch, type TokenSearchPlan } from '@opswap/protocol/validation/token-search';
import type { ApiUser } from '../../lib/api/api-client.ts';
import { useApiUser } from '../../lib/wallet/session.ts';
import { fetchTokenOrNull } from './api/get-token.ts';
import { tokenCandidatesQueryOptions } from './api/get-token-candidates.ts';
import { usePopularTokens } from './api/get-popular-tokens.ts';
import { matchListedTokens } from './match-listed-tokens.ts';
import { tokenKeys } from './token-query-keys.ts';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';

/** What a token search shows for the typed text. */
export type TokenSearchView =
  /** Nothing to search: show Recent Searches. */
  | { kind: 'recent' }
  | { kind: 'loading' }
  /** Found tokens; an empty list reads 'No tokens found'. */
  | { kind: 'results'; tokens: Token[] }
  /** The typed address cannot name a contract, or the lookup failed. */
  | { kind: 'message'; message: string };

type LookupPlan = Extract<TokenSearchPlan, { kind: 'search' } | { kind: 'address' }>;

async function runLookup(
  plan: LookupPlan,
  user: ApiUser,
  listed: () => Promise<Parameters<typeof matchListedTokens>[0]>,
  signal: AbortSignal,
): Promise<Token[]> {
  // A typed address is looked up (and, signed in, remembered as a recent search).
  if (plan.kind === 'address') {
    const token = await fetchTokenOrNull(user, plan.address, { remember: true, signal });
    return token ? [token] : [];
  }
  const addresses = matchListedTokens(await listed(), plan.query);
  const tokens = await Promise.all(
    addresses.map((address) => fetchTokenOrNull(user, address, { signal })),
  );
  return tokens.filter((token): token is Token => token !== null);
}

/**
 * The token search of the picker and the header (docs/swap.md#token-search): nothing until the trimmed text passes
 * 10 characters (debounced 500 ms), an address lookup past 40, which must be a p2op address or a
 * public key. From 3 characters, a prefix of 'bitcoin' offers the native token where allowed.
 */
export function useTokenSearch(text: string, options: { allowNative: boolean }): TokenSearchView {
  const client = useQueryClient();
  const user = useApiUser();
  const settled = useDebouncedValue(text, DEBOUNCE_MS.search);
  const plan = planTokenSearch(settled, user.network);
  const lookup: LookupPlan | null = plan.kind === 'search' || plan.kind === 'address' ? plan : null;
  const popular = usePopularTokens();

  const found = useQuery({
    queryKey: [
      ...tokenKeys.network(user.network),
      'search',
      lookup?.kind ?? 'none',
      lookup?.kind === 'address' ? lookup.address : (lookup?.query ?? ''),
      user.publicKey,
    ],
    queryFn: ({ signal }) =>
      runLookup(
        lookup as LookupPlan,
        user,
        () => client.fetchQuery(tokenCandidatesQueryOptions(user.network)),
        signal,
      ),
    enabled: lookup !== null,
  });

  // What needs no lookup shows at once; a lookup waits for the text to settle.
  const typed = planTokenSearch(text, user.network);
  if (typed.kind === 'recent') return { kind: 'recent' };
  if (typed.kind === 'native') {
    if (!options.allowNative) return { kind: 'recent' };
    if (popular.data?.native) return { kind: 'results', tokens: [popular.data.native] };
    if (popular.isError) return { kind: 'message', message: toUserMessage(popular.error) };
    return { kind: 'loading' };
  }
  if (typed.kind === 'rejected') return { kind: 'message', message: typed.message };
  if (text.trim() !== settled.trim() || lookup === null || found.isPending) {
    return { kind: 'loading' };
  }
  if (found.isError) return { kind: 'message', message: toUserMessage(found.error) };
  return { kind: 'results', tokens: found.data };
}
