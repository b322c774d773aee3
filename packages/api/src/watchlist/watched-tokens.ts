import type { UserScope } from '../activity/activity-store.ts';
import type { AppContext } from '../app-context.ts';
import { resolveTokens, withBalances } from '../tokens/token-lookup.ts';
import { watchedAddresses } from './watchlist-store.ts';

/** The watched tokens with the user's balances. */
export async function watchlistTokens(context: AppContext, scope: UserScope) {
  const addresses = await watchedAddresses(context.db, scope);
  const tokens = await resolveTokens(context, scope.network, addresses);
  return withBalances(context, scope.network, scope.userKey, tokens);
}
