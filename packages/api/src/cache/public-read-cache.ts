import { createHash } from 'node:crypto';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Database } from '../db/database.ts';
import { CursorWatch } from './cursor-watch.ts';
import { GroupedCache } from './grouped-cache.ts';

/**
 * How stale an instance that does not index may be: it re-reads the indexer's cursor at most
 * this often, and drops every answer when the cursor moved. The indexing instance drops them at
 * each commit (chainChanged), before any request can read what the commit wrote.
 */
export const PUBLIC_READ_RECHECK_MS = 250;
/**
 * A safety net only: every answer is derived from the indexed chain, which a block or a reorg
 * changes, and both move the cursor.
 */
const PUBLIC_READ_TTL_MS = 60_000;
/** A page of tokens or trades is 10 to 50 kB: some 50 MB at the most. */
const MAX_PUBLIC_ANSWERS = 1_000;

/** A public answer's JSON body and its entity tag (a hash of the body). */
export interface PublicAnswer {
  body: Buffer;
  etag: string;
}

/** Hears that the indexed chain changed (a block indexed, a reorg rolled back) once committed. */
export interface ChainChangeListener {
  chainChanged(): void;
}

export interface PublicReadCacheOptions {
  /** PUBLIC_READ_RECHECK_MS unless told; 0 re-reads the cursor for every request. */
  recheckMs?: number;
  /** Milliseconds on a monotonic clock; tests move it. */
  now?: () => number;
}

const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url')}"`;

/**
 * The public market reads (explore, token, pool, search) as serialized bodies, valid until the
 * indexed chain changes. Keys name the route and its validated parameters and query, not the
 * reader: anonymous and signed-in visitors share every entry.
 */
export class PublicReadCache implements ChainChangeListener {
  private readonly answers: GroupedCache<PublicAnswer>;
  private readonly cursors: CursorWatch;

  constructor(db: Database, options: PublicReadCacheOptions = {}) {
    this.answers = new GroupedCache({
      ttlMs: PUBLIC_READ_TTL_MS,
      maxEntries: MAX_PUBLIC_ANSWERS,
      now: options.now,
    });
    this.cursors = new CursorWatch({
      db,
      recheckMs: options.recheckMs ?? PUBLIC_READ_RECHECK_MS,
      moved: () => this.answers.invalidateAll(),
      now: options.now,
    });
  }

  /** The answer under `key` (say 'token/pools 0x...'), built by `build` when not cached. */
  async answer(
    network: ProductNetwork,
    key: string,
    build: () => Promise<Buffer>,
  ): Promise<PublicAnswer> {
    const checking = this.cursors.check(network);
    if (checking !== undefined) await checking;
    // One entry a group: the least recently used answers go first when it is full.
    return this.answers.load(`${network} ${key}`, '', async () => {
      const body = await build();
      return { body, etag: etagOf(body) };
    });
  }

  chainChanged(): void {
    this.cursors.expire();
    this.answers.invalidateAll();
  }
}
