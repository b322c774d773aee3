import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_USER_KEY } from '@opswap/protocol/tokens/token';
import { indexerCursor, nativePools } from '../src/db/schema/index.ts';
import { AmmPoolHandler } from '../src/indexer/market/amm-handler.ts';
import {
  address,
  applyBlocks,
  block,
  blockTime,
  events,
  interaction,
  TEST_CONTRACTS,
  txid,
} from './support/market-test-kit.ts';
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
  pill,
  PILL_REF,
  RBTC_REF,
  seedMarketWorld,
  seller,
  token0,
  token1,
} from './support/market-test-world.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { ENGINES } from './support/test-database.ts';

const ref = (token: string) => (token === moto ? MOTO_REF : PILL_REF);

describe.each(ENGINES)('explore routes on %s', (engine) => {
  let test: TestApp;
  const anonymous = (rest: string) => test.path(ANONYMOUS_USER_KEY, rest);

  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  it('answers an empty market before anything is indexed', async () => {
    const overview = await test.request({ method: 'GET', url: anonymous('explore/overview') });
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toEqual({
      currentBlock: null,
      tokens: 0,
      pools: { total: 0, native: 0, amm: 0 },
      transactions24h: 0,
      volume24hSats: '0',
      tvlSats: '0',
      topTokens: [],
      latestTransactions: [],
    });
    const pools = await test.request({ method: 'GET', url: anonymous('explore/pools') });
    expect(pools.json()).toEqual({ page: 1, total: 0, pools: [] });
  });

  it('GET explore/overview totals the last 144 blocks and lists the busiest tokens', async () => {
    await seedMarketWorld(test.context.db, test.node);
    const response = await test.request({ method: 'GET', url: anonymous('explore/overview') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      currentBlock: 150,
      tokens: 2,
      pools: { total: 2, native: 1, amm: 1 },
      // Blocks 7 to 150: the pool's initial liquidity, a listing, an AMM swap and a native buy.
      transactions24h: 4,
      // 500,000 sats paid on NativeSwap, plus 100 MOTO swapped on the AMM at MOTO's quote.
      volume24hSats: '1520408',
      // MOTO's native liquidity (103,572,448) and the AMM pool (twice its MOTO side).
      tvlSats: '309694896',
      topTokens: [
        {
          ...MOTO_REF,
          verified: true,
          image: '',
          transactions24h: 4,
          volume24hSats: '1520408',
          priceSats: '1020408163265',
          priceChange24h: null,
        },
        {
          ...PILL_REF,
          verified: true,
          image: '',
          transactions24h: 1,
          volume24hSats: '1020408',
          priceSats: null,
          priceChange24h: null,
        },
      ],
      latestTransactions: [
        {
          direction: 'Buy',
          token: MOTO_REF,
          tokenTwo: RBTC_REF,
          amount: NATIVE_BOUGHT.toString(),
          forAmount: '500000',
          wallet: buyer,
          time: blockTime(142),
          transactionId: txid('native-swap'),
        },
        {
          direction: 'Buy',
          token: PILL_REF,
          tokenTwo: MOTO_REF,
          amount: PILL_OUT.toString(),
          forAmount: (100n * E18).toString(),
          wallet: bob,
          time: blockTime(130),
          transactionId: txid('amm-swap'),
        },
        expect.objectContaining({ direction: 'Sell', wallet: seller, forAmount: '1941747' }),
        expect.objectContaining({ direction: 'Add', wallet: owner, forAmount: '100000000' }),
        {
          direction: 'Add',
          token: ref(token0),
          tokenTwo: ref(token1),
          amount: (token0 === moto ? 10_000n * E18 : 20_000n * E18).toString(),
          forAmount: (token0 === moto ? 20_000n * E18 : 10_000n * E18).toString(),
          wallet: owner,
          time: blockTime(3),
          transactionId: txid('amm-add'),
        },
      ],
    });
  });

  it('GET explore/pools lists every pool with reserves and 24h volume, newest first', async () => {
    const response = await test.request({ method: 'GET', url: anonymous('explore/pools') });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.page).toBe(1);
    expect(body.total).toBe(2);
    expect(body.pools.map((pool: { type: string }) => pool.type)).toEqual(['NATIVE', 'OP20']);
    expect(body.pools[0]).toMatchObject({
      token: MOTO_REF,
      liquidity: '10150100000000000000000',
      volume24hSats: '500000',
      tvlSats: '103572448',
    });
    expect(body.pools[1]).toMatchObject({
      poolAddress: ammPool,
      volume24hSats: '1020408',
      tvlSats: '206122448',
      transactions24h: 1,
    });
  });

  it('pages the pools 50 at a time', async () => {
    const created = Array.from({ length: 50 }, (_, index) =>
      events.poolCreated(address(`a-${index}`), address(`b-${index}`), address(`pool-${index}`)),
    );
    await applyBlocks(
      test.context.db,
      [new AmmPoolHandler(TEST_CONTRACTS)],
      [block(151, [interaction('many-pools', owner, TEST_CONTRACTS.motoSwapFactory, created)])],
    );
    const first = (await test.request({ method: 'GET', url: anonymous('explore/pools') })).json();
    expect(first.total).toBe(52);
    expect(first.pools).toHaveLength(50);
    expect(first.pools[0]).toMatchObject({
      type: 'OP20',
      createdAtBlock: 151,
      reserveA: '0',
      totalSupply: '0',
      volume24hSats: null,
      tvlSats: null,
      updatedAtBlock: null,
    });
    const second = (
      await test.request({ method: 'GET', url: anonymous('explore/pools?page=2') })
    ).json();
    expect(second.page).toBe(2);
    expect(second.pools.map((pool: { createdAtBlock: number }) => pool.createdAtBlock)).toEqual([
      9, 3,
    ]);
    const empty = await test.request({ method: 'GET', url: anonymous('explore/pools?page=99') });
    expect(empty.json().pools).toEqual([]);
  });

  it('tells native pools apart: each is named by its token, beside the one NativeSwap contract', async () => {
    await test.context.db.insert(nativePools).values({
      network: 'regtest',
      token: pill,
      contract: TEST_CONTRACTS.nativeSwap,
      owner,
      blockNumber: 152,
      transactionId: txid('pill-pool'),
    });
    // Written behind the indexer's back: the cursor moves as block 152's commit would move it.
    await test.context.db
      .update(indexerCursor)
      .set({ height: 152, hash: 'd'.repeat(64) })
      .where(eq(indexerCursor.network, 'regtest'));
    const { pools } = (
      await test.request({ method: 'GET', url: anonymous('explore/pools?page=2') })
    ).json();
    const first = (await test.request({ method: 'GET', url: anonymous('explore/pools') })).json();
    const native = [...first.pools, ...pools].filter(
      (pool: { type: string }) => pool.type === 'NATIVE',
    );
    expect(
      native.map((pool: { poolAddress: string; nativeSwapAddress: string }) => [
        pool.poolAddress,
        pool.nativeSwapAddress,
      ]),
    ).toEqual([
      [pill, TEST_CONTRACTS.nativeSwap],
      [moto, TEST_CONTRACTS.nativeSwap],
    ]);
  });

  it('refuses bad input with 400 and a message', async () => {
    for (const [path, message] of [
      ['explore/pools?page=-1', 'query: page: Must be a whole number of 1 or more.'],
      ['explore/pools?page=1.5', 'query: page: Must be a whole number of 1 or more.'],
    ] as const) {
      const response = await test.request({ method: 'GET', url: anonymous(path) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
    }
    for (const value of ['%00', '1e400', 'NaN', '9007199254740993', 'a'.repeat(5000), '']) {
      for (const query of [`page=${value}`, `page=1&page=${value}`]) {
        const response = await test.request({
          method: 'GET',
          url: anonymous(`explore/pools?${query}`),
        });
        expect(response.statusCode, query).toBe(400);
        expect(typeof response.json().error).toBe('string');
      }
    }
    const badNetwork = await test.request({
      method: 'GET',
      url: `/api/v1/bitcoin/moon/${ANONYMOUS_USER_KEY}/explore/overview`,
    });
    expect(badNetwork.statusCode).toBe(400);
    expect(badNetwork.json().error).toContain('params: network');
  });
});
