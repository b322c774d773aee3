import { performance } from 'node:perf_hooks';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { BlockReader } from '../chain/block-reader.ts';
import type { Database } from '../db/database.ts';
import type { IndexedBlock } from './block-handler.ts';
import { readCursor, storedHashes } from './chain-store.ts';

/** Catching up calls prepare for every block; new rows are looked up at most this often. */
export const DEFAULT_LOOKUP_INTERVAL_MS = 1_000;

export interface NewRowWatchOptions {
  /**
   * How far back (in row timestamps) a lookup looks beyond the previous one: it covers clock
   * differences between api instances and rows committed after their stamp.
   */
  windowMs?: number;
  /** The least time between two lookups. */
  lookupIntervalMs?: number;
}

/**
 * Rows recorded after the block that mined their transaction was indexed would stay Pending:
 * the block handlers only see rows that exist when a block is applied. A row visible to a lookup
 * is committed, so every block applied later sees it; checking each new row once against the
 * node closes the gap.
 */
export class NewRowWatch<Key> {
  private readonly checked = new Map<Key, number>();
  private windowStart = Number.NEGATIVE_INFINITY;
  private readonly windowMs: number;
  private readonly lookupIntervalMs: number;
  private lastLookup = Number.NEGATIVE_INFINITY;

  constructor(options: NewRowWatchOptions = {}) {
    this.windowMs = options.windowMs ?? 60_000;
    this.lookupIntervalMs = options.lookupIntervalMs ?? DEFAULT_LOOKUP_INTERVAL_MS;
  }

  /** Whether a lookup is due (one every lookupIntervalMs at most); if so, it counts as begun. */
  lookupDue(): boolean {
    const now = performance.now();
    if (now - this.lastLookup < this.lookupIntervalMs) return false;
    this.lastLookup = now;
    return true;
  }

  /** The earliest row timestamp a lookup must cover; -Infinity until one covered every row. */
  since(): number {
    return this.windowStart;
  }

  /** Whether the row still needs its one check; marks it checked. */
  firstSight(key: Key, now: number): boolean {
    if (this.checked.has(key)) return false;
    this.checked.set(key, now);
    return true;
  }

  /** Every row is new again: the next lookups check each once more (after a reorg). */
  restart(): void {
    this.checked.clear();
    this.windowStart = Number.NEGATIVE_INFINITY;
  }

  /** Lets a row seen but not checked (the lookup's cap) be checked by a later lookup. */
  forget(key: Key): void {
    this.checked.delete(key);
  }

  /**
   * Ends a lookup begun at `startedAt`. One that checked every row it found lets the next look
   * only at rows stamped since then (less the window); one that left rows for later does not.
   */
  finish(startedAt: number, checkedAll: boolean): void {
    if (!checkedAll) return;
    this.windowStart = startedAt - this.windowMs;
    for (const [key, at] of this.checked) {
      if (at < this.windowStart - this.windowMs) this.checked.delete(key);
    }
  }
}

/** Finds the already indexed block that mined a transaction, for the rows recorded late. */
export class IndexedBlockFinder {
  constructor(
    private readonly db: Database,
    private readonly chain: BlockReader,
    private readonly network: ProductNetwork,
  ) {}

  /**
   * The indexed blocks that mined these transactions. A transaction that is not mined, lies
   * above the cursor (the indexer will come to it) or whose block the node replaced (a reorg to
   * come) has none.
   */
  async blocksOf(transactionIds: readonly string[]): Promise<IndexedBlock[]> {
    const heights = new Set<number>();
    for (const height of await this.chain.minedHeights(transactionIds)) {
      if (height !== null) heights.add(height);
    }
    const blocks = await Promise.all([...heights].map((height) => this.indexedBlock(height)));
    return blocks.filter((block): block is IndexedBlock => block !== null);
  }

  private async indexedBlock(height: number): Promise<IndexedBlock | null> {
    const cursor = await readCursor(this.db, this.network);
    if (cursor === null || height > cursor.height) return null;
    const stored = (await storedHashes(this.db, this.network, [height])).get(height);
    const [block] = await this.chain.blocks([height]);
    return block !== undefined && block.hash === stored ? block : null;
  }
}

/** Maps items with at most `concurrency` calls under way, keeping their order. */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  concurrency: number,
  map: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
