import { describe, expect, it } from 'vitest';
import { GroupedCache } from './grouped-cache.ts';

function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { now: 0 };
  const cache = new GroupedCache<string>({
    ttlMs: options.ttlMs ?? 1_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => clock.now,
  });
  let reads = 0;
  const read = (value: string) => async () => {
    reads += 1;
    return value;
  };
  return { clock, cache, read, reads: () => reads };
}

/** A read the test finishes when it likes. */
function pendingRead(value: string) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    read: async () => {
      await done;
      return value;
    },
    finish: () => finish(),
  };
}

describe('GroupedCache', () => {
  it('serves an entry until its TTL ends, then reads again', async () => {
    const { clock, cache, read, reads } = setup({ ttlMs: 1_000 });
    expect(await cache.load('alice', 'page 1', read('v1'))).toBe('v1');
    clock.now = 999;
    expect(await cache.load('alice', 'page 1', read('v2'))).toBe('v1');
    clock.now = 1_000;
    expect(await cache.load('alice', 'page 1', read('v2'))).toBe('v2');
    expect(reads()).toBe(2);
  });

  it("drops an invalidated group's entries, and only that group's", async () => {
    const { cache, read } = setup();
    await cache.load('alice', 'page 1', read('a1'));
    await cache.load('alice', 'page 2', read('a2'));
    await cache.load('bob', 'page 1', read('b1'));
    cache.invalidate('alice');
    expect(cache.get('alice', 'page 1')).toBeUndefined();
    expect(cache.get('alice', 'page 2')).toBeUndefined();
    expect(cache.get('bob', 'page 1')).toBe('b1');
    expect(cache.size).toBe(1);
  });

  it('does not keep what a read under way during an invalidation returns', async () => {
    const { cache } = setup();
    const stale = pendingRead('before the write');
    const loading = cache.load('alice', 'page 1', stale.read);
    cache.invalidate('alice');
    stale.finish();
    // The caller that asked before the write still gets its answer; nobody else does.
    expect(await loading).toBe('before the write');
    expect(cache.get('alice', 'page 1')).toBeUndefined();
  });

  it('keeps what a read that began after the invalidation returns', async () => {
    const { cache, read } = setup();
    cache.invalidate('alice');
    await cache.load('alice', 'page 1', read('after the write'));
    expect(cache.get('alice', 'page 1')).toBe('after the write');
  });

  it('lets concurrent misses of one entry share a read, but not across an invalidation', async () => {
    const { cache } = setup();
    const first = pendingRead('first');
    const [a, b] = [
      cache.load('alice', 'page 1', first.read),
      cache.load('alice', 'page 1', async () => 'second'),
    ];
    cache.invalidate('alice');
    const c = cache.load('alice', 'page 1', async () => 'third');
    first.finish();
    expect(await Promise.all([a, b, c])).toEqual(['first', 'first', 'third']);
    expect(cache.get('alice', 'page 1')).toBe('third');
  });

  it('drops every group at once, and keeps no read under way then', async () => {
    const { cache, read } = setup();
    await cache.load('alice', 'page 1', read('a1'));
    await cache.load('bob', 'page 1', read('b1'));
    const stale = pendingRead('before the write');
    const loading = cache.load('carol', 'page 1', stale.read);
    cache.invalidateAll();
    stale.finish();
    expect(await loading).toBe('before the write');
    expect(cache.get('alice', 'page 1')).toBeUndefined();
    expect(cache.get('bob', 'page 1')).toBeUndefined();
    expect(cache.get('carol', 'page 1')).toBeUndefined();
    expect(cache.size).toBe(0);
    await cache.load('carol', 'page 1', read('after the write'));
    expect(cache.get('carol', 'page 1')).toBe('after the write');
  });

  it('does not keep what `keep` refuses', async () => {
    const { cache, read, reads } = setup();
    await cache.load('alice', 'page 1', read('none'), (value) => value !== 'none');
    await cache.load('alice', 'page 1', read('none'), (value) => value !== 'none');
    expect(reads()).toBe(2);
  });

  it('holds at most maxEntries, evicting the least recently used groups first', async () => {
    const { cache, read } = setup({ maxEntries: 2 });
    await cache.load('alice', 'page 1', read('a'));
    await cache.load('bob', 'page 1', read('b'));
    cache.get('alice', 'page 1');
    await cache.load('carol', 'page 1', read('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('bob', 'page 1')).toBeUndefined();
    expect(cache.get('alice', 'page 1')).toBe('a');
    expect(cache.get('carol', 'page 1')).toBe('c');
  });

  it('stays safe once it forgets old invalidations: an older read is not kept', async () => {
    const { cache } = setup();
    const stale = pendingRead('old');
    const loading = cache.load('alice', 'page 1', stale.read);
    cache.invalidate('alice');
    for (let user = 0; user < 10_001; user++) cache.invalidate(`user ${user}`);
    stale.finish();
    await loading;
    expect(cache.get('alice', 'page 1')).toBeUndefined();
  });
});
