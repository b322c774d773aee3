import { GroupedCache } from '../cache/grouped-cache.ts';
import type { Database } from '../db/database.ts';
import { deleteSession, findSession, hashToken, type SessionOwner } from './auth-store.ts';

/**
 * How long this process trusts a session it read without asking the database again. A session's
 * own expiry is checked on every request; the TTL only bounds how long a sign-out made through
 * another api replica (which cannot reach this process's memory) may go unnoticed here.
 */
export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_CACHED_SESSIONS = 20_000;

/**
 * Live sessions by token hash, so that a signed-in request costs no query. Only sessions that
 * exist are kept: unknown tokens always ask the database, and cannot fill the cache.
 */
export class SessionCache {
  private readonly cache: GroupedCache<SessionOwner | null>;

  constructor(
    private readonly db: Database,
    options: { now?: () => number } = {},
  ) {
    this.cache = new GroupedCache({
      ttlMs: SESSION_CACHE_TTL_MS,
      maxEntries: MAX_CACHED_SESSIONS,
      now: options.now,
    });
  }

  /** The owner of the live session of this token, or null; `now` is the api's clock. */
  async find(token: string, now: number): Promise<SessionOwner | null> {
    const tokenHash = hashToken(token);
    const session = await this.cache.load(
      tokenHash,
      '',
      () => findSession(this.db, tokenHash, now),
      (found) => found !== null,
    );
    return session !== null && session.expiresAt > now ? session : null;
  }

  /** Signs out: the session is gone from the database and from this process at once. */
  async delete(token: string): Promise<void> {
    await deleteSession(this.db, token);
    this.cache.invalidate(hashToken(token));
  }
}
