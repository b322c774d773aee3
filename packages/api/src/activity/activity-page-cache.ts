import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { GroupedCache } from '../cache/grouped-cache.ts';
import type { ActivityChangeListener } from './activity-changes.ts';
import type { UserScope } from './activity-store.ts';

/**
 * How long a page may be served from memory. Every write this process makes (activity/add, the
 * indexer's status and listing updates when this instance indexes) drops the user's pages at
 * once; the TTL bounds what it cannot hear: writes by other api replicas sharing the database
 * (another instance's activity/add, the indexing instance's statuses). 5 s is below the web
 * app's own 8 s response cache and 11 s activity poll, so such a change shows by the next poll.
 */
export const ACTIVITY_PAGE_TTL_MS = 5_000;
/** About 20 kB a page of 50: some 40 MB at the most. */
const MAX_CACHED_PAGES = 2_000;

const groupOf = (network: string, userKey: string) => `${network}:${userKey}`;

/**
 * Users' activity lists (a page, a type's page, the overview) as serialized JSON bodies, so that
 * a repeated read costs neither a query nor a serialization.
 */
export class ActivityPageCache implements ActivityChangeListener {
  private readonly cache: GroupedCache<Buffer>;

  constructor(options: { now?: () => number } = {}) {
    this.cache = new GroupedCache({
      ttlMs: ACTIVITY_PAGE_TTL_MS,
      maxEntries: MAX_CACHED_PAGES,
      now: options.now,
    });
  }

  /** The JSON body under `key` (say '*:2') for the user, built by `build` when not cached. */
  json(scope: UserScope, key: string, build: () => Promise<Buffer>): Promise<Buffer> {
    return this.cache.load(groupOf(scope.network, scope.userKey), key, build);
  }

  activitiesChanged(network: ProductNetwork, userKeys: Iterable<string>): void {
    for (const userKey of userKeys) this.cache.invalidate(groupOf(network, userKey));
  }
}
