import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokens } from '../src/db/schema/chain.ts';
import { ENGINES } from './support/test-database.ts';
import { startTestApp, USD_RATE, type TestApp } from './support/test-app.ts';
import { testWallet } from './support/wallets.ts';

const alice = testWallet('alice');
const bob = testWallet('bob');
const DEAD = '0'.repeat(64);
const MOTO = {
  address: `0x${'0a'.repeat(32)}`,
  p2op: 'opr1sqmoto',
  name: 'Motoswap',
  symbol: 'MOTO',
  decimals: 18,
  maxSupply: 10n ** 27n,
  image: 'data:image/svg+xml;base64,AAAA',
};
const PILL = {
  ...MOTO,
  address: `0x${'0b'.repeat(32)}`,
  p2op: 'opr1sqpill',
  symbol: 'PILL',
  name: 'Orange Pill',
};
const WATCHLIST_NEEDS_USER = 'Watchlist is only available for authenticated users.';

describe.each(ENGINES)('search, watchlist and sync on %s', (engine) => {
  let t: TestApp;
  let aliceToken: string;
  let bobToken: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    aliceToken = await t.signIn(alice);
    bobToken = await t.signIn(bob);
    // MOTO is indexed; PILL is only known to the node.
    await t.context.db
      .insert(tokens)
      .values({ network: 'regtest', ...MOTO, verified: true, blockNumber: 1 });
    t.node.addToken(PILL);
    t.node.setBalance(alice.publicKey, MOTO.address, 1_500_000_000_000_000_000n);
    t.node.btc.set(alice.publicKey, 250_000_000n);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    token?: string,
    key = alice.publicKey,
    payload?: object,
  ) => t.request({ method, url: t.path(key, path), token, payload });

  it("finds the native coin for 'bitcoin', with the holder's balance", async () => {
    const response = await call('GET', 'search/token/bitcoin', aliceToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      address: 'bitcoin',
      symbol: 'rBTC',
      decimals: 8,
      balance: '2.5',
      balanceBigint: '250000000',
    });
  });

  it('finds indexed tokens by address or p2op, and node-only tokens', async () => {
    const byAddress = await call(
      'GET',
      `search/token/${MOTO.address.toUpperCase().replace('0X', '0x')}`,
      aliceToken,
    );
    expect(byAddress.json()).toMatchObject({ symbol: 'MOTO', verified: true, balance: '1.5' });
    const byP2op = await call('GET', `search/token/${MOTO.p2op}`, aliceToken);
    expect(byP2op.json().address).toBe(MOTO.address);
    const nodeOnly = await call('GET', `search/token/${PILL.p2op}`, aliceToken);
    expect(nodeOnly.json()).toMatchObject({ symbol: 'PILL', verified: false, balance: '0' });
    const anonymous = await call('GET', 'search/token/bitcoin', undefined, DEAD);
    expect(anonymous.json().balanceBigint).toBe('0');
    const missing = await call('GET', `search/token/0x${'ee'.repeat(32)}`, aliceToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Token not found' });
  });

  it('remembers the signed-in user searches, newest first, per user', async () => {
    const recent = await call('GET', 'search/recent', aliceToken);
    expect(recent.json().map((token: { symbol: string }) => token.symbol)).toEqual([
      'PILL',
      'MOTO',
      'rBTC',
    ]);
    expect((await call('GET', 'search/recent', bobToken, bob.publicKey)).json()).toEqual([]);
    expect((await call('GET', 'search/recent', undefined, DEAD)).statusCode).toBe(401);
  });

  it('keeps ten recent searches at most', async () => {
    for (let n = 0; n < 12; n++) {
      const address = `0x${n.toString(16).padStart(2, '0').repeat(32)}`;
      t.node.addToken({ ...MOTO, address, p2op: `opr1sq${n}`, symbol: `T${n}` });
      t.clock.now += 1_000;
      expect(
        (await call('GET', `search/token/${address}`, bobToken, bob.publicKey)).statusCode,
      ).toBe(200);
    }
    const recent = (await call('GET', 'search/recent', bobToken, bob.publicKey)).json();
    expect(recent).toHaveLength(10);
    expect(recent[0].symbol).toBe('T11');
  });

  it('keeps the watchlist for authenticated users only', async () => {
    const anonymous = await call('GET', 'watchlist/token', undefined, DEAD);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: WATCHLIST_NEEDS_USER });
    const noSession = await call('GET', 'watchlist/token');
    expect(noSession.json()).toEqual({ error: WATCHLIST_NEEDS_USER });
    const crossUser = await call('POST', 'watchlist/token', bobToken, alice.publicKey, {
      address: MOTO.address,
    });
    expect(crossUser.statusCode).toBe(403);
  });

  it('watches, looks up and unwatches tokens', async () => {
    const added = await call('POST', 'watchlist/token', aliceToken, alice.publicKey, {
      address: MOTO.p2op,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      watchlist: [{ symbol: 'MOTO', balance: '1.5' }],
      partial: false,
    });
    await call('POST', 'watchlist/token', aliceToken, alice.publicKey, { address: 'bitcoin' });
    const again = await call('POST', 'watchlist/token', aliceToken, alice.publicKey, {
      address: MOTO.address,
    });
    expect(again.json().watchlist).toHaveLength(2);
    const lookup = await call('GET', `watchlist/token?address=${MOTO.p2op}`, aliceToken);
    expect(lookup.json().watchlist.map((token: { symbol: string }) => token.symbol)).toEqual([
      'MOTO',
    ]);
    const notWatched = await call('GET', `watchlist/token?address=${PILL.p2op}`, aliceToken);
    expect(notWatched.json().watchlist).toEqual([]);
    const unknown = await call('POST', 'watchlist/token', aliceToken, alice.publicKey, {
      address: `0x${'ef'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(404);
    const removed = await call('DELETE', 'watchlist/token', aliceToken, alice.publicKey, {
      address: MOTO.address,
    });
    expect(removed.json().watchlist.map((token: { symbol: string }) => token.symbol)).toEqual([
      'rBTC',
    ]);
  });

  it('syncs the watchlist, the labelled USD rate and the reservations', async () => {
    const response = await call('GET', 'sync', aliceToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      watchlist: [expect.objectContaining({ symbol: 'rBTC', balance: '2.5' })],
      exchangeRates: { rates: { usd: { value: USD_RATE, source: 'fixed' } } },
      reservations: [],
    });
    expect((await call('GET', 'sync', undefined, DEAD)).statusCode).toBe(401);
    expect((await call('GET', 'sync', bobToken)).statusCode).toBe(403);
  });

  it('answers 502 when the node is down, and recovers', async () => {
    t.node.failing = true;
    const down = await call('GET', 'sync', aliceToken);
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({
      error: 'The OP_NET node did not answer. Try again in a moment.',
    });
    t.node.failing = false;
    expect((await call('GET', 'sync', aliceToken)).statusCode).toBe(200);
  });

  it('saves a watch and an unwatch while the node is down, answering a partial list', async () => {
    const symbols = (response: { json(): { watchlist: { symbol: string }[] } }) =>
      response
        .json()
        .watchlist.map((token) => token.symbol)
        .sort();
    // ODYS, known to the node alone, is watched while the node is up.
    const odys = t.node.addToken({
      ...MOTO,
      address: `0x${'0c'.repeat(32)}`,
      p2op: 'opr1sqodys',
      symbol: 'ODYS',
    });
    const up = await call('POST', 'watchlist/token', aliceToken, alice.publicKey, {
      address: odys.p2op,
    });
    expect(up.json().partial).toBe(false);
    t.node.failing = true;
    try {
      const watched = await call('POST', 'watchlist/token', aliceToken, alice.publicKey, {
        address: MOTO.address,
      });
      expect(watched.statusCode).toBe(200);
      expect(watched.json().partial).toBe(true);
      // No balance is made up, and ODYS cannot be described without the node.
      expect(symbols(watched)).toEqual(['MOTO', 'rBTC']);
      for (const token of watched.json().watchlist) {
        expect(token).not.toHaveProperty('balance');
        expect(token).not.toHaveProperty('balanceBigint');
      }
      const unwatched = await call('DELETE', 'watchlist/token', aliceToken, alice.publicKey, {
        address: MOTO.address,
      });
      expect(unwatched.statusCode).toBe(200);
      expect(unwatched.json().partial).toBe(true);
      expect(symbols(unwatched)).toEqual(['rBTC']);
      // A token only the node could find cannot be watched now: nothing is saved, and 502 says so.
      const unknown = await call('POST', 'watchlist/token', aliceToken, alice.publicKey, {
        address: 'opr1sqother',
      });
      expect(unknown.statusCode).toBe(502);
    } finally {
      t.node.failing = false;
    }
    const after = await call('GET', 'watchlist/token', aliceToken);
    expect(symbols(after)).toEqual(['ODYS', 'rBTC']);
    expect(after.json().watchlist.every((token: object) => 'balance' in token)).toBe(true);
  });
});
