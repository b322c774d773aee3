import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indexerCursor } from '../db/schema/index.ts';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { CursorWatch } from './cursor-watch.ts';
import { PUBLIC_READ_RECHECK_MS, PublicReadCache } from './public-read-cache.ts';

/** A build the test finishes when it likes, and that tells when it started. */
function pendingBuild(text: string) {
  let finish: () => void = () => {};
  let started: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  const running = new Promise<void>((resolve) => (started = resolve));
  return {
    build: async () => {
      started();
      await done;
      return Buffer.from(text);
    },
    running,
    finish: () => finish(),
  };
}

describe.each(ENGINES)('the public read cache and cursor watch on %s', (engine) => {
  let database: TestDatabase;
  const clock = { now: 0 };
  let builds = 0;
  const build = (text: string) => async () => {
    builds += 1;
    return Buffer.from(text);
  };
  const moveCursor = (height: number) =>
    database.open.db
      .insert(indexerCursor)
      .values({ network: 'regtest', height, hash: `${height}`.padStart(64, '0') })
      .onConflictDoUpdate({ target: indexerCursor.network, set: { height } });

  beforeEach(async () => {
    database = await openTestDatabase(engine);
    clock.now = 0;
    builds = 0;
  });
  afterEach(() => database.dispose());

  it('keeps an answer until the chain changes, and builds one for concurrent misses', async () => {
    const cache = new PublicReadCache(database.open.db, { now: () => clock.now });
    const [a, b] = await Promise.all([
      cache.answer('regtest', 'k', build('one')),
      cache.answer('regtest', 'k', build('two')),
    ]);
    expect(b).toBe(a);
    expect((await cache.answer('regtest', 'k', build('three'))).body.toString()).toBe('one');
    expect(builds).toBe(1);
    cache.chainChanged();
    expect((await cache.answer('regtest', 'k', build('four'))).body.toString()).toBe('four');
  });

  it('does not keep an answer whose build began before a commit', async () => {
    const cache = new PublicReadCache(database.open.db, { now: () => clock.now });
    const before = pendingBuild('before the commit');
    const answering = cache.answer('regtest', 'k', before.build);
    await before.running;
    cache.chainChanged();
    before.finish();
    expect((await answering).body.toString()).toBe('before the commit');
    expect((await cache.answer('regtest', 'k', build('after'))).body.toString()).toBe('after');
  });

  it(`drops every answer once a cursor re-read, at most every ${PUBLIC_READ_RECHECK_MS} ms, finds it moved`, async () => {
    const cache = new PublicReadCache(database.open.db, { now: () => clock.now });
    await moveCursor(1);
    await cache.answer('regtest', 'k', build('at 1'));
    await cache.answer('testnet', 'k', build('testnet'));
    await moveCursor(2);
    clock.now = PUBLIC_READ_RECHECK_MS - 1;
    expect((await cache.answer('regtest', 'k', build('at 2'))).body.toString()).toBe('at 1');
    clock.now = PUBLIC_READ_RECHECK_MS;
    expect((await cache.answer('regtest', 'k', build('at 2'))).body.toString()).toBe('at 2');
    expect((await cache.answer('testnet', 'k', build('again'))).body.toString()).toBe('again');
    // Rewound to a height seen before: still a move.
    await database.open.db
      .update(indexerCursor)
      .set({ height: 1 })
      .where(eq(indexerCursor.network, 'regtest'));
    clock.now = 2 * PUBLIC_READ_RECHECK_MS;
    expect((await cache.answer('regtest', 'k', build('back'))).body.toString()).toBe('back');
  });

  it('tags an answer with a hash of its body', async () => {
    const cache = new PublicReadCache(database.open.db, { now: () => clock.now });
    const a = await cache.answer('regtest', 'a', build('{"same":1}'));
    const b = await cache.answer('regtest', 'b', build('{"same":1}'));
    const c = await cache.answer('regtest', 'c', build('{"other":1}'));
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(b.etag).toBe(a.etag);
    expect(c.etag).not.toBe(a.etag);
  });

  it('shares one cursor read among concurrent checks; expire() trusts no earlier read', async () => {
    let moves = 0;
    const watch = new CursorWatch({
      db: database.open.db,
      recheckMs: 1_000,
      moved: () => (moves += 1),
      now: () => clock.now,
    });
    const first = watch.check('regtest');
    expect(first).toBeInstanceOf(Promise);
    expect(watch.check('regtest')).toBe(first);
    await first;
    expect(watch.check('regtest')).toBeUndefined();

    // A read under way when a commit expires the watch does not vouch for the cursor.
    watch.expire();
    const underWay = watch.check('regtest');
    watch.expire();
    await underWay;
    const again = watch.check('regtest');
    expect(again).toBeInstanceOf(Promise);
    await again;
    expect(moves).toBe(0);

    await moveCursor(5);
    expect(watch.check('regtest')).toBeUndefined();
    watch.expire();
    await watch.check('regtest');
    expect(moves).toBe(1);
  });
});
