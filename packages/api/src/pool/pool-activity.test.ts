import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_USER_KEY } from '@opswap/protocol/tokens/token';
import { address, blockTime, txid } from '../../test/support/market-test-kit.ts';
import {
  ammPool,
  bob,
  buyer,
  E18,
  moto,
  MOTO_REF,
  NATIVE_BOUGHT,
  owner,
  PILL_OUT,
  PILL_REF,
  RBTC_REF,
  seedMarketWorld,
  seller,
  token0,
} from '../../test/support/market-test-world.ts';
import { startTestApp, type TestApp } from '../../test/support/test-app.ts';
import { ENGINES } from '../../test/support/test-database.ts';

const motoIsA = token0 === moto;

describe.each(ENGINES)('GET pool/activity/{poolAddress} on %s', (engine) => {
  let test: TestApp;
  const get = (rest: string) =>
    test.request({ method: 'GET', url: test.path(ANONYMOUS_USER_KEY, rest) });

  beforeAll(async () => {
    test = await startTestApp(engine);
    await seedMarketWorld(test.context.db, test.node);
  });
  afterAll(() => test.close());

  it('lists an AMM pool’s swaps and liquidity moves, newest first, and none of its tokens’ others', async () => {
    const response = await get(`pool/activity/${ammPool.toUpperCase().replace('0X', '0x')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      poolAddress: ammPool,
      hasMore: false,
      transactions: [
        {
          // Bob's swap: a Buy of the PILL that left the pool, paid with 100 MOTO.
          direction: 'Buy',
          token: PILL_REF,
          tokenTwo: MOTO_REF,
          amount: PILL_OUT.toString(),
          forAmount: (100n * E18).toString(),
          wallet: bob,
          time: blockTime(130),
          transactionId: txid('amm-swap'),
        },
        {
          direction: 'Add',
          token: motoIsA ? MOTO_REF : PILL_REF,
          tokenTwo: motoIsA ? PILL_REF : MOTO_REF,
          amount: (motoIsA ? 10_000n * E18 : 20_000n * E18).toString(),
          forAmount: (motoIsA ? 20_000n * E18 : 10_000n * E18).toString(),
          wallet: owner,
          time: blockTime(3),
          transactionId: txid('amm-add'),
        },
      ],
    });
  });

  it('lists a native pool’s trades and listings from its token’s side, without its AMM swaps', async () => {
    const response = await get(`pool/activity/${moto}`);
    expect(response.statusCode).toBe(200);
    const { poolAddress, transactions, hasMore } = response.json();
    expect(poolAddress).toBe(moto);
    expect(hasMore).toBe(false);
    expect(
      transactions.map((item: { direction: string; wallet: string }) => [
        item.direction,
        item.wallet,
      ]),
    ).toEqual([
      ['Buy', buyer],
      ['Sell', seller],
      ['Add', owner],
    ]);
    expect(transactions[0]).toMatchObject({
      token: MOTO_REF,
      tokenTwo: RBTC_REF,
      amount: NATIVE_BOUGHT.toString(),
    });
  });

  it('gives an empty page past the last', async () => {
    expect((await get(`pool/activity/${ammPool}?page=2`)).json()).toEqual({
      poolAddress: ammPool,
      transactions: [],
      hasMore: false,
    });
  });

  it('is 404 for an address that names no pool, 400 for one that is no address', async () => {
    const unknown = await get(`pool/activity/${address('nobody')}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Pool does not exist' });
    expect((await get('pool/activity/0x1234')).statusCode).toBe(400);
    expect((await get(`pool/activity/${ammPool}?page=0`)).statusCode).toBe(400);
  });
});
