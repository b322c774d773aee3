import { performance } from 'node:perf_hooks';

export interface GroupedCacheOptions {
  /** How long an entry may be served after it was read from the database. */
  ttlMs: number;
  /** Entries kept at most; the least recently used groups go first. */
  maxEntries: number;
  /** Milliseconds on a monotonic clock; tests move it. */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/** Invalidations remembered per group at most; older ones are summed up in one clock value. */
const REMEMBERED_INVALIDATIONS = 10_000;

/**
 * Values read from the database, kept in this process for at most `ttlMs`. Entries live in groups
 * (one per user, say), and a group is dropped at once when what it was read from changes.
 *
 * A read that raced with such a change must not store what it read: every read takes a ticket
 * (the invalidation clock) before it starts, and is stored only when its group has not been
 * invalidated since. Concurrent misses of one entry share a single read.
 */
export class GroupedCache<V> {
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  /** In least recently used order: a hit moves its group to the end. */
  private readonly groups = new Map<string, Map<string, Entry<V>>>();
  private entryCount = 0;
  private readonly reading = new Map<string, Map<string, Promise<V>>>();
  private clock = 0;
  /** The clock at each group's last invalidation, oldest first. */
  private readonly invalidated = new Map<string, number>();
  /** The latest clock among the invalidations no longer remembered one by one. */
  private forgottenUpTo = 0;

  constructor(options: GroupedCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries;
    this.now = options.now ?? (() => performance.now());
  }

  /** The live entry, if any. */
  get(group: string, key: string): V | undefined {
    const entries = this.groups.get(group);
    const entry = entries?.get(key);
    if (entries === undefined || entry === undefined) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(group, entries, key);
      return undefined;
    }
    this.groups.delete(group);
    this.groups.set(group, entries);
    return entry.value;
  }

  /** The entry, read (and kept, when `keep` says so) on a miss. */
  async load(
    group: string,
    key: string,
    read: () => Promise<V>,
    keep: (value: V) => boolean = () => true,
  ): Promise<V> {
    const cached = this.get(group, key);
    if (cached !== undefined) return cached;
    const pending = this.reading.get(group)?.get(key);
    if (pending !== undefined) return pending;

    const ticket = this.clock;
    const reading = read();
    const readers = this.reading.get(group) ?? new Map<string, Promise<V>>();
    readers.set(key, reading);
    this.reading.set(group, readers);
    try {
      const value = await reading;
      if (keep(value) && this.unchangedSince(group, ticket)) this.store(group, key, value);
      return value;
    } finally {
      if (this.reading.get(group)?.get(key) === reading) {
        readers.delete(key);
        if (readers.size === 0) this.reading.delete(group);
      }
    }
  }

  /** Drops the group's entries; reads under way for it will not store theirs. */
  invalidate(group: string): void {
    this.clock += 1;
    this.invalidated.delete(group);
    this.invalidated.set(group, this.clock);
    if (this.invalidated.size > REMEMBERED_INVALIDATIONS) {
      const [oldest, at] = this.invalidated.entries().next().value as [string, number];
      this.invalidated.delete(oldest);
      this.forgottenUpTo = Math.max(this.forgottenUpTo, at);
    }
    const entries = this.groups.get(group);
    if (entries !== undefined) {
      this.entryCount -= entries.size;
      this.groups.delete(group);
    }
    this.reading.delete(group);
  }

  /** Drops every group's entries; no read under way will store its value. */
  invalidateAll(): void {
    this.clock += 1;
    this.invalidated.clear();
    this.forgottenUpTo = this.clock;
    this.groups.clear();
    this.entryCount = 0;
    this.reading.clear();
  }

  /** Entries currently kept (expired ones included until they are next looked at). */
  get size(): number {
    return this.entryCount;
  }

  private unchangedSince(group: string, ticket: number): boolean {
    // An invalidation no longer remembered may have been this group's.
    if (ticket < this.forgottenUpTo) return false;
    return (this.invalidated.get(group) ?? 0) <= ticket;
  }

  private store(group: string, key: string, value: V): void {
    const entries = this.groups.get(group) ?? new Map<string, Entry<V>>();
    if (!entries.has(key)) this.entryCount += 1;
    entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    this.groups.delete(group);
    this.groups.set(group, entries);
    while (this.entryCount > this.maxEntries) {
      const [oldest, evicted] = this.groups.entries().next().value as [
        string,
        Map<string, Entry<V>>,
      ];
      this.entryCount -= evicted.size;
      this.groups.delete(oldest);
    }
  }

  private remove(group: string, entries: Map<string, Entry<V>>, key: string): void {
    entries.delete(key);
    this.entryCount -= 1;
    if (entries.size === 0) this.groups.delete(group);
  }
}
