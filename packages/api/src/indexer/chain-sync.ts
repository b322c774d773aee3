import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { BlockReader } from '../chain/block-reader.ts';
import type { Database } from '../db/database.ts';
import type { BlockHandler, IndexedBlock } from './block-handler.ts';
import {
  readCursor,
  recordBlocks,
  rewindBlocks,
  storedHashes,
  type Cursor,
} from './chain-store.ts';
import { silentLogger, type IndexerLogger } from './indexer-logger.ts';

export interface ChainSyncOptions {
  db: Database;
  reader: BlockReader;
  network: ProductNetwork;
  handlers: readonly BlockHandler[];
  log?: IndexerLogger;
  /** Blocks fetched from the node at once; the next window is fetched while one is applied. */
  fetchAhead?: number;
  /** At most this many blocks, and about this many transactions, go in one database transaction. */
  blocksPerCommit?: number;
  transactionsPerCommit?: number;
}

export interface SyncStatus {
  /** The last indexed block, null before the first. */
  height: number | null;
  /** The node's tip when last asked, null before. */
  tip: number | null;
}

/** Hashes compared per round while walking back to a fork point. */
const FORK_SEARCH_STEP = 20;
/** Reorgs handled within one sync call before it leaves the rest to the next call. */
const MAX_REWINDS_PER_SYNC = 3;

/**
 * Brings the database up to the node's tip: one step, no timers, so the indexer loop and tests
 * drive it alike. Blocks are applied in height order, each commit holding the handlers' derived
 * data and the cursor together. A block whose parent is not the stored block below it, or a
 * stored tip the node no longer has, rolls every handler back to the fork point first.
 */
export class ChainSync {
  private readonly db: Database;
  private readonly reader: BlockReader;
  private readonly network: ProductNetwork;
  private readonly handlers: readonly BlockHandler[];
  private readonly log: IndexerLogger;
  private readonly fetchAhead: number;
  private readonly blocksPerCommit: number;
  private readonly transactionsPerCommit: number;
  private current: SyncStatus = { height: null, tip: null };
  /** Transactions of every block this instance indexed. */
  transactionsIndexed = 0;

  constructor(options: ChainSyncOptions) {
    this.db = options.db;
    this.reader = options.reader;
    this.network = options.network;
    this.handlers = options.handlers;
    this.log = options.log ?? silentLogger;
    this.fetchAhead = options.fetchAhead ?? 40;
    this.blocksPerCommit = options.blocksPerCommit ?? 20;
    this.transactionsPerCommit = options.transactionsPerCommit ?? 5_000;
  }

  status(): SyncStatus {
    return { ...this.current };
  }

  /** Indexes up to `maxBlocks` blocks towards the tip; returns how many it indexed. */
  async syncOnce(maxBlocks = Number.POSITIVE_INFINITY): Promise<number> {
    const tip = await this.reader.tipHeight();
    this.current.tip = tip;
    let cursor = await readCursor(this.db, this.network);
    this.current.height = cursor?.height ?? null;
    if (cursor !== null && (await this.tipReplaced(cursor, tip))) {
      cursor = await this.rewind(cursor, tip);
    }
    let indexed = 0;
    for (let rewinds = 0; rewinds <= MAX_REWINDS_PER_SYNC; rewinds++) {
      const from = cursor === null ? 0 : cursor.height + 1;
      const last = Math.min(tip, from + maxBlocks - indexed - 1);
      const outcome = await this.indexRange(from, last, cursor?.hash ?? null);
      indexed += outcome.indexed;
      if (outcome.forkedAt === null) return indexed;
      const stored = await readCursor(this.db, this.network);
      if (stored === null) return indexed;
      cursor = await this.rewind(stored, outcome.forkedAt - 1);
    }
    return indexed;
  }

  /** Whether the node's block at the stored tip's height (or its shorter tip) is another one. */
  private async tipReplaced(cursor: Cursor, tip: number): Promise<boolean> {
    if (tip < cursor.height) return true;
    const [nodeHash] = await this.reader.hashes([cursor.height]);
    return nodeHash !== cursor.hash;
  }

  /**
   * Fetches and applies the blocks from..last, fetching the next window while one is applied.
   * Stops at the first block that does not extend the chain and says where.
   */
  private async indexRange(
    from: number,
    last: number,
    parentHash: string | null,
  ): Promise<{ indexed: number; forkedAt: number | null }> {
    let indexed = 0;
    let expectedParent = parentHash;
    let next = from;
    let window = next <= last ? this.fetch(next, last) : null;
    while (window !== null) {
      const blocks = await window;
      next += blocks.length;
      window = next <= last ? this.fetch(next, last) : null;
      const breakAt = blocks.findIndex((block, index) => {
        const parent = index === 0 ? expectedParent : (blocks[index - 1] as IndexedBlock).hash;
        return parent !== null && block.previousHash !== parent;
      });
      const extending = breakAt === -1 ? blocks : blocks.slice(0, breakAt);
      await this.apply(extending);
      indexed += extending.length;
      if (breakAt !== -1) return { indexed, forkedAt: (blocks[breakAt] as IndexedBlock).height };
      expectedParent = blocks.at(-1)?.hash ?? expectedParent;
    }
    return { indexed, forkedAt: null };
  }

  private fetch(from: number, last: number): Promise<IndexedBlock[]> {
    const count = Math.min(this.fetchAhead, last - from + 1);
    const heights = Array.from({ length: count }, (_, offset) => from + offset);
    const blocks = this.reader.blocks(heights);
    // Awaited later; a failure meanwhile must not count as unhandled.
    blocks.catch(() => {});
    return blocks;
  }

  /** Applies blocks in commits of a bounded size: every handler, then the blocks and cursor. */
  private async apply(blocks: readonly IndexedBlock[]): Promise<void> {
    for (const group of this.commitGroups(blocks)) {
      for (const block of group) {
        for (const handler of this.handlers) await handler.prepare?.(block, this.network);
      }
      await this.db.transaction(async (tx) => {
        for (const block of group) {
          for (const handler of this.handlers) await handler.apply(tx, block, this.network);
        }
        await recordBlocks(tx, this.network, group);
      });
      for (const handler of this.handlers) handler.committed?.();
      this.current.height = (group.at(-1) as IndexedBlock).height;
      for (const block of group) this.transactionsIndexed += block.transactions.length;
    }
  }

  private *commitGroups(blocks: readonly IndexedBlock[]): Generator<IndexedBlock[]> {
    let group: IndexedBlock[] = [];
    let transactions = 0;
    for (const block of blocks) {
      if (
        group.length > 0 &&
        (group.length >= this.blocksPerCommit ||
          transactions + block.transactions.length > this.transactionsPerCommit)
      ) {
        yield group;
        group = [];
        transactions = 0;
      }
      group.push(block);
      transactions += block.transactions.length;
    }
    if (group.length > 0) yield group;
  }

  /**
   * Walks back from `below` (at most the stored tip) to the highest block whose stored hash the
   * node still has, then in one transaction rolls every handler back to it, forgets the blocks
   * above and moves the cursor there. Returns the new cursor (null: nothing in common).
   */
  private async rewind(cursor: Cursor, below: number): Promise<Cursor | null> {
    const fork = await this.findFork(Math.min(cursor.height, below));
    await this.db.transaction(async (tx) => {
      for (const handler of this.handlers) await handler.rollback(tx, this.network, fork);
      await rewindBlocks(tx, this.network, fork);
    });
    for (const handler of this.handlers) handler.committed?.();
    this.log.warn(
      { network: this.network, from: cursor.height, forkHeight: fork },
      'chain reorganisation: rolled back to the fork point',
    );
    const rewound = await readCursor(this.db, this.network);
    this.current.height = rewound?.height ?? null;
    return rewound;
  }

  private async findFork(start: number): Promise<number> {
    for (let high = start; high >= 0; high -= FORK_SEARCH_STEP) {
      const low = Math.max(0, high - FORK_SEARCH_STEP + 1);
      const heights = Array.from({ length: high - low + 1 }, (_, offset) => high - offset);
      const [nodeHashes, stored] = await Promise.all([
        this.reader.hashes(heights),
        storedHashes(this.db, this.network, heights),
      ]);
      const common = heights.findIndex((height, index) => stored.get(height) === nodeHashes[index]);
      if (common !== -1) return heights[common] as number;
    }
    return -1;
  }
}
