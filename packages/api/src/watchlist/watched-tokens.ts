import type { WatchlistChangeResponse } from '@opswap/protocol/schemas/sync';
import type { Token } from '@opswap/protocol/schemas/token';
import type { UserScope } from '../activity/activity-store.ts';
import type { AppContext } from '../app-context.ts';
import { findTokens, NodeUnavailable, resolveTokens, withBalances } from '../token/token-lookup.ts';
import { watch, watchedAddresses } from './watchlist-store.ts';

/** The watched tokens with the user's balances; a node failure is a 502. */
export async function watchlistTokens(context: AppContext, scope: UserScope): Promise<Token[]> {
  const addresses = await watchedAddresses(context.db, scope);
  const tokens = await resolveTokens(context, scope.network, addresses);
  return withBalances(context, scope.network, scope.userKey, tokens);
}

/**
 * The watchlist after a change was saved. The change stands whatever the node does, so the answer
 * must not look failed: without the node it is partial, the indexed tokens without balances.
 */
export async function watchlistAfterChange(
  context: AppContext,
  scope: UserScope,
): Promise<WatchlistChangeResponse> {
  try {
    return { watchlist: await watchlistTokens(context, scope), partial: false };
  } catch (error) {
    if (!(error instanceof NodeUnavailable)) throw error;
    const addresses = await watchedAddresses(context.db, scope);
    const indexed = new Map(
      (await findTokens(context, scope.network, addresses)).map((token) => [token.address, token]),
    );
    return {
      watchlist: addresses.flatMap((address) => indexed.get(address) ?? []),
      partial: true,
    };
  }
}

/**
 * Watches the tokens of an action the user just recorded (what they swapped, sent, listed,
 * reserved or got back), so what they trade shows among their tokens and in their portfolio.
 * Only tokens the api has indexed (and the native coin) are watched: the node is not asked, so
 * recording the action does not wait on it. A full watchlist takes no more.
 */
export async function watchTradedTokens(
  context: AppContext,
  scope: UserScope,
  addresses: readonly string[],
): Promise<void> {
  const known = await findTokens(context, scope.network, [...new Set(addresses)]);
  for (const token of known) await watch(context.db, scope, token.address, context.now());
}
