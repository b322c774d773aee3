import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema/activity.ts';
import { ENGINES } from './support/test-database.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { testWallet } from './support/wallets.ts';

const alice = testWallet('alice');
const bob = testWallet('bob');
const DEAD = '0'.repeat(64);
const TOKEN = `0x${'12'.repeat(32)}`;
const txid = (n: number) => n.toString(16).padStart(64, '0');

const sendBody = (n: number, amount = '5000') => ({
  type: 'Send',
  transactionId: txid(n),
  data: { tokenAddress: TOKEN, amount },
});

describe.each(ENGINES)('activity routes on %s', (engine) => {
  let t: TestApp;
  let aliceToken: string;
  let bobToken: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    aliceToken = await t.signIn(alice);
    bobToken = await t.signIn(bob);
  });
  afterAll(() => t.close());

  const add = (body: unknown, token = aliceToken, key = alice.publicKey) =>
    t.request({ method: 'POST', url: t.path(key, 'activity/add'), payload: body as object, token });

  it('records an activity as Pending, whatever status the client sends', async () => {
    t.node.mempool.set(txid(1), [{ transactionId: txid(99), outputIndex: 2 }]);
    const response = await add({ ...sendBody(1), status: 'Completed' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'Send',
      transactionId: txid(1),
      status: 'Pending',
      data: { tokenAddress: TOKEN, amount: '5000' },
      timestamp: t.clock.now,
    });
    const [row] = await t.context.db
      .select()
      .from(activities)
      .where(eq(activities.transactionId, txid(1)));
    expect(row?.inputs).toEqual([{ transactionId: txid(99), outputIndex: 2 }]);
  });

  it('is idempotent by transaction id, and refuses other data for it', async () => {
    const again = await add(sendBody(1));
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('Pending');
    const changed = await add(sendBody(1, '6000'));
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toMatch(/already recorded as Send with other data/);
  });

  it('checks the data shape of the activity type', async () => {
    const response = await add({ type: 'Send', transactionId: txid(2), data: { amount: '1' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('body: data.tokenAddress: Must be an address.');
    const swap = await add({
      type: 'Swap',
      transactionId: txid(2),
      data: { tokenOne: 'bitcoin', tokenTwo: TOKEN, amountIn: '1.5', amountOut: '2' },
    });
    expect(swap.json().error).toContain('data.amountIn: Must contain digits only.');
  });

  it.each([
    ['a NUL in a value', { ...sendBody(4).data, note: 'a\u0000b' }, 'data.note'],
    ['a lone surrogate in a value', { ...sendBody(4).data, note: '\ud800' }, 'data.note'],
    ['a NUL in a key', { ...sendBody(4).data, 'k\u0000': 1 }, 'data.k\u0000'],
    ['a lone surrogate deep in an array', { ...sendBody(4).data, list: [['\udc00']] }, 'data.list'],
  ])('refuses %s in the data with a 400, storing nothing', async (_, data, where) => {
    const response = await add({ type: 'Send', transactionId: txid(4), data });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(where);
    expect(response.json().error).toContain(
      'Must not contain NUL characters or unpaired surrogates.',
    );
    expect(
      await t.context.db
        .select()
        .from(activities)
        .where(eq(activities.transactionId, txid(4))),
    ).toEqual([]);
  });

  it("refuses a Swap's extra fields with a NUL, and data nested thousands of levels deep", async () => {
    const swapData = { tokenOne: 'bitcoin', tokenTwo: TOKEN, amountIn: '1', amountOut: '2' };
    const nul = await add({
      type: 'Swap',
      transactionId: txid(5),
      data: { ...swapData, x: '\u0000' },
    });
    expect(nul.statusCode).toBe(400);
    const depth = 5_000;
    const deep = await t.request({
      method: 'POST',
      url: t.path(alice.publicKey, 'activity/add'),
      headers: { 'content-type': 'application/json' },
      payload: `{"type":"Stake","transactionId":"${txid(5)}","data":{"a":${'['.repeat(depth)}${']'.repeat(depth)}}}`,
      token: aliceToken,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error).toContain('Must not nest deeper than 16 levels.');
  });

  it('needs a session for the key in the path', async () => {
    const anonymous = await add(sendBody(3), undefined, DEAD);
    expect(anonymous.statusCode).toBe(401);
    const none = await t.request({
      method: 'POST',
      url: t.path(alice.publicKey, 'activity/add'),
      payload: sendBody(3),
    });
    expect(none.statusCode).toBe(401);
    const forged = await add(sendBody(3), 'x'.repeat(43));
    expect(forged.statusCode).toBe(401);
    const crossUser = await add(sendBody(3), bobToken);
    expect(crossUser.statusCode).toBe(403);
    const otherNetwork = await t.request({
      method: 'POST',
      url: t.path(alice.publicKey, 'activity/add', 'testnet'),
      payload: sendBody(3),
      token: aliceToken,
    });
    expect(otherNetwork.statusCode).toBe(403);
  });

  it("never shows one user's activity to another", async () => {
    const mine = await t.request({
      method: 'GET',
      url: t.path(alice.publicKey, `activity/${txid(1)}`),
      token: aliceToken,
    });
    expect(mine.statusCode).toBe(200);
    const asBob = await t.request({
      method: 'GET',
      url: t.path(bob.publicKey, `activity/${txid(1)}`),
      token: bobToken,
    });
    expect(asBob.statusCode).toBe(404);
    expect(asBob.json()).toEqual({ error: 'Activity not found' });
    const bobsList = await t.request({
      method: 'GET',
      url: t.path(bob.publicKey, 'activity/all'),
      token: bobToken,
    });
    expect(bobsList.json()).toEqual([]);
  });

  it('pages 50 at a time, most recently updated first, and filters by type', async () => {
    for (let n = 10; n < 70; n++) {
      t.clock.now += 1_000;
      const response = await add(
        n % 2 === 0
          ? sendBody(n)
          : {
              type: 'NativeSwap',
              transactionId: txid(n),
              data: { reservationHash: txid(n + 1000) },
            },
      );
      expect(response.statusCode).toBe(201);
    }
    const get = (path: string) =>
      t.request({ method: 'GET', url: t.path(alice.publicKey, path), token: aliceToken });
    const first = (await get('activity/all')).json<{ transactionId: string }[]>();
    expect(first).toHaveLength(50);
    expect(first[0]!.transactionId).toBe(txid(69));
    const second = (await get('activity/all?page=2')).json<unknown[]>();
    expect(second).toHaveLength(11);
    const swaps = (await get('activity/all/NativeSwap')).json<{ type: string }[]>();
    expect(swaps).toHaveLength(30);
    expect(swaps.every((a) => a.type === 'NativeSwap')).toBe(true);
    expect((await get('activity/all/Bogus')).statusCode).toBe(400);
    expect((await get('activity/all?page=0')).json().error).toBe(
      'query: page: Must be a whole number of 1 or more.',
    );
    const overview = (await get('activity/get-activity-overview')).json();
    expect(overview).toMatchObject({
      totalActivity: 61,
      pending: 61,
      pendingSwaps: 30,
      activeListings: 0,
      countsByType: { Send: 31, NativeSwap: 30 },
    });
    expect(overview.activities).toHaveLength(50);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const get = (id: string) =>
      t.request({
        method: 'GET',
        url: t.path(alice.publicKey, `activity/${id}`),
        token: aliceToken,
      });
    expect((await get(txid(5000))).statusCode).toBe(404);
    const bad = await get('xyz');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('params: id: Must be a 64-character hex transaction id.');
  });
});
