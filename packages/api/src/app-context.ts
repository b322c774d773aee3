import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
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
}
