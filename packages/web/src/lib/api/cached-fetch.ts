import { CACHE_MS } from '@opswap/protocol/constants';

interface CachedResponse {
  status: number;
  body: string;
  storedAt: number;
}

/**
 * The api fetch wrapper's cache (docs/api.md#caching): 200 answers kept for 8 s, keyed by method, URL,
 * headers and body, and dropped whenever a new block arrives or a write succeeds. Only reads are
 * cached: a write must always reach the server.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private clears = 0;

  constructor(
    private readonly ttlMs: number = CACHE_MS.fetchResponses,
    private readonly now: () => number = Date.now,
  ) {}

  static key(method: string, url: string, headers: Record<string, string>, body?: string): string {
    const sortedHeaders = Object.entries(headers).sort(([a], [b]) => a.localeCompare(b));
    return JSON.stringify([method.toUpperCase(), url, sortedHeaders, body ?? null]);
  }

  get(key: string): CachedResponse | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.now() - entry.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  /**
   * Taken when a read starts and handed back to set(): an answer to a read that started before a
   * clear may predate what the clear was for, so it is not kept.
   */
  get generation(): number {
    return this.clears;
  }

  set(key: string, status: number, body: string, generation = this.clears): void {
    if (status !== 200 || generation !== this.clears) return;
    this.entries.set(key, { status, body, storedAt: this.now() });
  }

  clear(): void {
    this.clears += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
