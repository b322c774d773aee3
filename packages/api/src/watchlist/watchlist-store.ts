import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { watchlist } from '../db/schema/watchlist.ts';
import type { UserScope } from '../activity/activity-store.ts';

/** How many tokens one user may watch. */
export const MAX_WATCHED_TOKENS = 100;

/** The watched token addresses, oldest first. */
export async function watchedAddresses(db: Database, scope: UserScope): Promise<string[]> {
  const rows = await db
    .select({ address: watchlist.tokenAddress })
    .from(watchlist)
    .where(and(eq(watchlist.network, scope.network), eq(watchlist.userKey, scope.userKey)))
    .orderBy(asc(watchlist.addedAt), asc(watchlist.tokenAddress));
  return rows.map((row) => row.address);
}

/** Adds a token; false when the list is already full. Watching a watched token changes nothing. */
export async function watch(
  db: Database,
  scope: UserScope,
  tokenAddress: string,
  now: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [{ watched } = { watched: 0 }] = await tx
      .select({ watched: count() })
      .from(watchlist)
      .where(and(eq(watchlist.network, scope.network), eq(watchlist.userKey, scope.userKey)));
    const [already] = await tx
      .select({ address: watchlist.tokenAddress })
      .from(watchlist)
      .where(
        and(
          eq(watchlist.network, scope.network),
          eq(watchlist.userKey, scope.userKey),
          eq(watchlist.tokenAddress, tokenAddress),
        ),
      );
    if (already) return true;
    if (watched >= MAX_WATCHED_TOKENS) return false;
    await tx
      .insert(watchlist)
      .values({ ...scope, tokenAddress, addedAt: now })
      .onConflictDoNothing();
    return true;
  });
}

export async function unwatch(db: Database, scope: UserScope, tokenAddress: string): Promise<void> {
  await db
    .delete(watchlist)
    .where(
      and(
        eq(watchlist.network, scope.network),
        eq(watchlist.userKey, scope.userKey),
        eq(watchlist.tokenAddress, tokenAddress),
      ),
    );
}
