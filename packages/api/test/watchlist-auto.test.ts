// What the user trades joins their watchlist: recording a swap, send, listing, reservation or
// cancelled listing watches its tokens (the indexed ones and the native coin), once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokens } from '../src/db/schema/chain.ts';
import { ENGINES } from './support/test-database.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { testWallet } from './support/wallets.ts';

const alice = testWallet('auto watch alice');
const token = (byte: string, symbol: string) => ({
  address: `0x${byte.repeat(32)}`,
  p2op: `opr1sq${symbol.toLowerCase()}`,
  name: symbol,
  symbol,
  decimals: 18,
  maxSupply: 10n ** 27n,
  image: '',
});
const MOTO = token('0a', 'MOTO');
const PILL = token('0b', 'PILL');
const ODYS = token('0c', 'ODYS');
const txid = (n: number) => n.toString(16).padStart(64, '0');

describe.each(ENGINES)('watching traded tokens on %s', (engine) => {
  let t: TestApp;
  let session: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    session = await t.signIn(alice);
    for (const indexed of [MOTO, PILL, ODYS]) {
      await t.context.db
        .insert(tokens)
        .values({ network: 'regtest', ...indexed, verified: true, blockNumber: 1 });
    }
    t.node.setBalance(alice.publicKey, MOTO.address, 5n * 10n ** 18n);
    t.node.btc.set(alice.publicKey, 10_000_000_000n);
  });
  afterAll(() => t.close());

  const record = async (n: number, type: string, data: object) => {
    const response = await t.request({
      method: 'POST',
      url: t.path(alice.publicKey, 'activity/add'),
      token: session,
      payload: { type, transactionId: txid(n), data },
    });
    expect(response.statusCode).toBe(201);
  };
  const watched = async () => {
    const response = await t.request({
      method: 'GET',
      url: t.path(alice.publicKey, 'sync'),
      token: session,
    });
    expect(response.statusCode).toBe(200);
    return response
      .json<{ watchlist: { address: string; balanceBigint: string }[] }>()
      .watchlist.map((entry) => [entry.address, entry.balanceBigint])
      .sort(([a], [b]) => (a! < b! ? -1 : 1));
  };

  it('starts with nothing watched', async () => {
    expect(await watched()).toEqual([]);
  });

  it('watches both sides of a swap, the native coin included, with their balances', async () => {
    await record(1, 'Swap', {
      tokenOne: 'bitcoin',
      tokenTwo: MOTO.address,
      amountIn: '50000',
      amountOut: '7',
    });
    expect(await watched()).toEqual([
      [MOTO.address, (5n * 10n ** 18n).toString()],
      ['bitcoin', '10000000000'],
    ]);
  });

  it('watches a sent token (by its p2op address) and a listed one, each once', async () => {
    await record(2, 'Send', { tokenAddress: PILL.p2op, amount: '1' });
    await record(3, 'ListNativeSwap', { token: MOTO.address, amount: '2' });
    await record(4, 'Reservation', {
      tokenAddress: ODYS.address,
      amountIn: '50000',
      amountOut: '3',
    });
    expect((await watched()).map(([address]) => address)).toEqual([
      MOTO.address,
      PILL.address,
      ODYS.address,
      'bitcoin',
    ]);
  });

  it('leaves out a token the api has not indexed, and an action that names no token', async () => {
    await record(5, 'Send', { tokenAddress: `0x${'ee'.repeat(32)}`, amount: '1' });
    await record(6, 'Stake', {});
    expect(await watched()).toHaveLength(4);
  });
});
