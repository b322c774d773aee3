import { performance } from 'node:perf_hooks';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Database } from '../db/database.ts';
import { readCursor } from '../indexer/chain-store.ts';

export interface CursorWatchOptions {
  db: Database;
  /** How long a cursor read is trusted; 0 reads it for every check. */
  recheckMs: number;
  /** Called when a network's cursor is found elsewhere than where it was last seen. */
  moved: () => void;
  /** Milliseconds on a monotonic clock; tests move it. */
  now?: () => number;
}

const cursorText = (cursor: { height: number; hash: string } | null) =>
  cursor === null ? 'none' : `${cursor.height}:${cursor.hash}`;

/**
 * Notices the indexer's cursor (height and hash) move on each network: every indexed block and
 * every reorg rollback moves it, whichever instance indexes. A check re-reads it once the last
 * read is older than recheckMs; concurrent checks share one read.
 */
export class CursorWatch {
  private readonly db: Database;
  private readonly recheckMs: number;
  private readonly moved: () => void;
  private readonly now: () => number;
  private readonly seen = new Map<ProductNetwork, string>();
  /** When the trusted read of each network started. */
  private readonly readAt = new Map<ProductNetwork, number>();
  private readonly reading = new Map<ProductNetwork, Promise<void>>();
  private epoch = 0;

  constructor(options: CursorWatchOptions) {
    this.db = options.db;
    this.recheckMs = options.recheckMs;
    this.moved = options.moved;
    this.now = options.now ?? (() => performance.now());
  }

  /**
   * Nothing when the last read is recent enough, else the read (shared) to wait for: once it
   * resolves, `moved` has been called if the cursor moved.
   */
  check(network: ProductNetwork): Promise<void> | undefined {
    const readAt = this.readAt.get(network);
    if (readAt !== undefined && this.now() - readAt < this.recheckMs) return undefined;
    return this.reading.get(network) ?? this.read(network);
  }

  /** Trusts no read made so far: the next check of every network reads its cursor again. */
  expire(): void {
    this.epoch += 1;
    this.readAt.clear();
    this.reading.clear();
  }

  private read(network: ProductNetwork): Promise<void> {
    const epoch = this.epoch;
    const startedAt = this.now();
    const reading = readCursor(this.db, network)
      .then((cursor) => {
        // A read that began before expire() may predate the commit that called it.
        if (epoch !== this.epoch) return;
        this.readAt.set(network, startedAt);
        const before = this.seen.get(network);
        const now = cursorText(cursor);
        this.seen.set(network, now);
        if (before !== undefined && before !== now) this.moved();
      })
      .finally(() => {
        if (this.reading.get(network) === reading) this.reading.delete(network);
      });
    this.reading.set(network, reading);
    return reading;
  }
}
