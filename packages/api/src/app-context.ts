import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { ActivityPageCache } from './activity/activity-page-cache.ts';
import { SessionCache } from './auth/session-cache.ts';
import { PublicReadCache, type PublicReadCacheOptions } from './cache/public-read-cache.ts';
import type { NodeReader } from './chain/node-reader.ts';
import type { Database } from './db/database.ts';
import type { UsdRateSource } from './sync/usd-rate.ts';

/** What the routes work with; built once per server. */
export interface AppContext {
  db: Database;
  /** The network the node runs; chain lookups for other networks find nothing. */
  network: ProductNetwork;
  node: NodeReader;
  usdRate: UsdRateSource;
  /** Milliseconds since the epoch; tests move it. */
  now(): number;
  /** Live sessions, so that a signed-in request costs no query. */
  sessions: SessionCache;
  /** Users' serialized activity pages; the indexer of this process drops what it changes. */
  activityPages: ActivityPageCache;
  /** The public market reads' answers until the indexed chain changes. */
  publicReads: PublicReadCache;
}

/** A context with empty caches. */
export function createAppContext(
  parts: Pick<AppContext, 'db' | 'network' | 'node' | 'usdRate' | 'now'>,
  options: { publicReads?: PublicReadCacheOptions } = {},
): AppContext {
  return {
    ...parts,
    sessions: new SessionCache(parts.db),
    activityPages: new ActivityPageCache(),
    publicReads: new PublicReadCache(parts.db, options.publicReads),
  };
}
