import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { BlockReader } from '../chain/block-reader.ts';
import { JsonRpcClient } from '../chain/json-rpc-client.ts';
import type { OpenDatabase } from '../db/database.ts';
import type { BlockHandler } from './block-handler.ts';
import { ChainSync, type ChainSyncOptions } from './chain-sync.ts';
import type { IndexerLogger } from './indexer-logger.ts';
import { nodeWait } from './node-wait.ts';

/** The advisory lock the indexing instance holds; every other instance only serves HTTP. */
export const INDEXER_LOCK_ID = 0x6f7073_696478n; // 'opsidx'

export type SyncTuning = Pick<
  ChainSyncOptions,
  'fetchAhead' | 'blocksPerCommit' | 'transactionsPerCommit'
>;

export interface StartIndexerOptions extends SyncTuning {
  open: OpenDatabase;
  /** The node's root URL (the JSON-RPC path is added). */
  rpcUrl: string;
  network: ProductNetwork;
  handlers: readonly BlockHandler[];
  log: IndexerLogger;
  /** Wait after catching up before asking the node again. */
  pollMs?: number;
  /** Wait before trying again for the lock another instance holds. */
  lockRetryMs?: number;
  /** Longest wait between retries after node or database errors (they double up to it). */
  maxBackoffMs?: number;
  rpcTimeoutMs?: number;
}

export interface IndexerStatus {
  /** The last indexed block, null before the first. */
  height: number | null;
  /** The node's tip when last asked, null before. */
  tip: number | null;
  /** Behind the node's tip (or not yet in touch with it). */
  lagging: boolean;
  /** Whether this instance is the one indexing. */
  holdsLock: boolean;
}

export interface Indexer {
  /** Ends the loop after the step under way, and gives up the lock. */
  stop(): Promise<void>;
  /** One catch-up step now, under the lock; 0 when another instance holds it. */
  syncOnce(): Promise<number>;
  status(): IndexerStatus;
}

/** Timer waits that stop() cuts short; once closed, every wait ends at once. */
class Sleeper {
  private readonly waiting = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();
  private closed = false;

  sleep(ms: number): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          this.waiting.delete(entry);
          resolve();
        }, ms),
        wake: resolve,
      };
      this.waiting.add(entry);
    });
  }

  close(): void {
    this.closed = true;
    for (const entry of this.waiting) {
      clearTimeout(entry.timer);
      entry.wake();
    }
    this.waiting.clear();
  }
}

/** A ChainSync reading the node at rpcUrl. */
export function chainSyncFor(
  options: Omit<ChainSyncOptions, 'reader'> & { rpcUrl: string; rpcTimeoutMs?: number },
): ChainSync {
  const reader = new BlockReader(new JsonRpcClient(options.rpcUrl, options.rpcTimeoutMs));
  return new ChainSync({ ...options, reader });
}

/**
 * Follows the node while this instance holds the indexer lock; without it, tries again every
 * lockRetryMs (another instance indexes meanwhile). Node and database errors are retried with a
 * doubling wait: a node that does not answer is one line (node-wait.ts), any other failure an
 * error. A failed step leaves nothing half-written, since each commit holds its blocks' derived
 * data and the cursor together.
 */
export function startIndexer(options: StartIndexerOptions): Indexer {
  const { open, log } = options;
  const pollMs = options.pollMs ?? 1_000;
  const lockRetryMs = options.lockRetryMs ?? 5_000;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  const sync = chainSyncFor({ ...options, db: open.db });
  const sleeper = new Sleeper();
  let stopped = false;
  let holdsLock = false;

  // Steps never overlap: the loop's and syncOnce()'s run one after the other.
  let queue: Promise<unknown> = Promise.resolve();
  const step = (): Promise<number> => {
    const run = queue.then(() => sync.syncOnce());
    queue = run.catch(() => {});
    return run;
  };

  async function followWhileLocked(): Promise<void> {
    holdsLock = true;
    log.info({ network: options.network }, 'indexer: took the lock, following the node');
    let backoff = pollMs;
    const node = nodeWait(log, options.rpcUrl);
    try {
      while (!stopped) {
        try {
          const indexed = await step();
          node.answered();
          backoff = pollMs;
          if (indexed === 0) await sleeper.sleep(pollMs);
        } catch (error) {
          if (!node.failed(error)) {
            log.error({ err: error, retryInMs: backoff }, 'indexer: step failed, retrying');
          }
          await sleeper.sleep(backoff);
          backoff = Math.min(backoff * 2, maxBackoffMs);
        }
      }
    } finally {
      holdsLock = false;
    }
  }

  const loop = (async () => {
    while (!stopped) {
      try {
        const ran = await open.withExclusiveLock(INDEXER_LOCK_ID, async () => {
          await followWhileLocked();
          return true;
        });
        if (ran === null) await sleeper.sleep(lockRetryMs);
      } catch (error) {
        log.error({ err: error, retryInMs: lockRetryMs }, 'indexer: lock unavailable, retrying');
        await sleeper.sleep(lockRetryMs);
      }
    }
  })();

  return {
    async stop() {
      stopped = true;
      sleeper.close();
      await loop;
    },
    async syncOnce() {
      if (holdsLock) return step();
      const indexed = await open.withExclusiveLock(INDEXER_LOCK_ID, step);
      return indexed ?? 0;
    },
    status() {
      const { height, tip } = sync.status();
      return {
        height,
        tip,
        lagging: tip === null || height === null || height < tip,
        holdsLock,
      };
    },
  };
}
