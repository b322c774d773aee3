import { performance } from 'node:perf_hooks';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Database } from '../db/database.ts';
import type { BlockHandler } from './block-handler.ts';
import { chainSyncFor, type SyncTuning } from './indexer.ts';

export interface CatchUpOptions extends SyncTuning {
  db: Database;
  rpcUrl: string;
  network: ProductNetwork;
  handlers: readonly BlockHandler[];
}

export interface CatchUpResult {
  blocks: number;
  transactions: number;
  elapsedMs: number;
}

/**
 * Indexes from the database's cursor to the node's tip and says how much it indexed and how long
 * it took: what the catch-up benchmark measures.
 */
export async function catchUp(options: CatchUpOptions): Promise<CatchUpResult> {
  const sync = chainSyncFor(options);
  const started = performance.now();
  let blocks = 0;
  for (let indexed = await sync.syncOnce(); indexed > 0; indexed = await sync.syncOnce()) {
    blocks += indexed;
  }
  return {
    blocks,
    transactions: sync.transactionsIndexed,
    elapsedMs: performance.now() - started,
  };
}
