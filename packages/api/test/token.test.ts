import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_USER_KEY } from '@opswap/protocol/tokens/token';
import { chainBlocks } from '../src/db/schema/index.ts';
import {
  applyBlocks,
  block,
  blockTime,
  events,
  FakeNativePools,
  interaction,
  p2opOf,
  TEST_CONTRACTS,
  txid,
} from './support/market-test-kit.ts';
import {
  ammPool,
  bob,
  buyer,
  E18,
  LP_SUPPLY,
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
import { NativeSwapHandler } from '../src/indexer/market/native-swap-handler.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { ENGINES } from './support/test-database.ts';
import { testWallet } from './support/wallets.ts';

const seconds = (height: number) => Math.floor(blockTime(height) / 1000);

const reserves = (motoReserve: bigint, pillReserve: bigint) =>
  token0 === moto ? [motoReserve, pillReserve] : [pillReserve, motoReserve];

/** MOTO's transactions as its token page lists them, newest first. */
const MOTO_TRANSACTIONS = [
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
    // Bob bought PILL with 100 MOTO: from MOTO's side, a Sell.
    direction: 'Sell',
    token: MOTO_REF,
    tokenTwo: PILL_REF,
    amount: (100n * E18).toString(),
    forAmount: PILL_OUT.toString(),
    wallet: bob,
    time: blockTime(130),
    transactionId: txid('amm-swap'),
  },
  {
    direction: 'Sell',
    token: MOTO_REF,
    tokenTwo: RBTC_REF,
    amount: (200n * E18).toString(),
    forAmount: '1941747',
    wallet: seller,
    time: blockTime(10),
    transactionId: txid('listing'),
  },
  {
    direction: 'Add',
    token: MOTO_REF,
    tokenTwo: RBTC_REF,
    amount: (10_000n * E18).toString(),
    forAmount: '100000000',
    wallet: owner,
    time: blockTime(9),
    transactionId: txid('create-pool'),
  },
  {
    direction: 'Add',
    token: MOTO_REF,
    tokenTwo: PILL_REF,
    amount: (10_000n * E18).toString(),
    forAmount: (20_000n * E18).toString(),
    wallet: owner,
    time: blockTime(3),
    transactionId: txid('amm-add'),
  },
];

const [reserveA, reserveB] = reserves(10_100n * E18, 20_000n * E18 - PILL_OUT);

const NATIVE_POOL = {
  type: 'NATIVE',
  // A native pool's id is its token; the contract holding every native pool comes beside it.
  poolAddress: moto,
  nativeSwapAddress: TEST_CONTRACTS.nativeSwap,
  token: MOTO_REF,
  liquidity: '10150100000000000000000',
  reservedLiquidity: '0',
  virtualBTCReserve: '100000000',
  virtualTokenReserve: '9800000000000000000000',
  quote: '9800000000000000000000',
  // 1e8 x 1e18 x 1e8 / 9.8e21: 10,204.08163265 sats per MOTO.
  priceSats: '1020408163265',
  tvlSats: '103572448',
  volume24hSats: '500000',
  transactions24h: 3,
  createdAtBlock: 9,
  updatedAtBlock: 142,
  blockTimestampLast: seconds(142),
};

const AMM_POOL = {
  type: 'OP20',
  poolAddress: ammPool,
  tokenA: token0 === moto ? MOTO_REF : PILL_REF,
  tokenB: token0 === moto ? PILL_REF : MOTO_REF,
  reserveA: reserveA?.toString(),
  reserveB: reserveB?.toString(),
  totalSupply: LP_SUPPLY.toString(),
  blockTimestampLast: seconds(130),
  volume24hA: (token0 === moto ? 100n * E18 : PILL_OUT).toString(),
  volume24hB: (token0 === moto ? PILL_OUT : 100n * E18).toString(),
  // 100 MOTO at MOTO's quote; PILL has no NativeSwap price.
  volume24hSats: '1020408',
  // Twice the MOTO side: 2 x 10,100e18 x 1e8 / 9.8e21.
  tvlSats: '206122448',
  transactions24h: 1,
  createdAtBlock: 3,
  updatedAtBlock: 130,
};

describe.each(ENGINES)('token routes on %s', (engine) => {
  let test: TestApp;
  const anonymous = (rest: string) => test.path(ANONYMOUS_USER_KEY, rest);

  beforeAll(async () => {
    test = await startTestApp(engine);
    await seedMarketWorld(test.context.db, test.node);
    await test.context.db.insert(chainBlocks).values({
      network: 'regtest',
      height: 144,
      hash: 'c'.repeat(64),
      previousHash: 'b'.repeat(64),
      time: blockTime(144),
    });
  });
  afterAll(() => test.close());

  it('GET token/{address} answers the explore record, by 0x or p2op address', async () => {
    const response = await test.request({ method: 'GET', url: anonymous(`token/${moto}`) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Motoswap',
      symbol: 'MOTO',
      decimals: 18,
      address: moto,
      activity: {
        transactions: MOTO_TRANSACTIONS,
        hasMore: false,
        pools: [
          {
            poolAddress: moto,
            blockTimestampLast: seconds(142),
            reserveA: '9800000000000000000000',
            reserveB: '100000000',
            tokenA: moto,
            tokenB: 'bitcoin',
            totalSupply: '10150100000000000000000',
            decimals: 18,
          },
          {
            poolAddress: ammPool,
            blockTimestampLast: seconds(130),
            reserveA: reserveA?.toString(),
            reserveB: reserveB?.toString(),
            tokenA: token0,
            tokenB: token1,
            totalSupply: LP_SUPPLY.toString(),
            decimals: 18,
          },
        ],
      },
    });
    const byP2op = await test.request({
      method: 'GET',
      url: anonymous(`token/${p2opOf(moto).toUpperCase()}`),
    });
    expect(byP2op.statusCode).toBe(200);
    expect(byP2op.json().address).toBe(moto);
  });

  it('shows a trade from the side of the token asked for', async () => {
    const response = await test.request({ method: 'GET', url: anonymous(`token/${pill}`) });
    expect(response.json().activity.transactions).toEqual([
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
      {
        direction: 'Add',
        token: PILL_REF,
        tokenTwo: MOTO_REF,
        amount: (20_000n * E18).toString(),
        forAmount: (10_000n * E18).toString(),
        wallet: owner,
        time: blockTime(3),
        transactionId: txid('amm-add'),
      },
    ]);
  });

  it('is public: a signed-in wallet gets the same record', async () => {
    const wallet = testWallet('token-reader');
    const token = await test.signIn(wallet);
    const response = await test.request({
      method: 'GET',
      url: test.path(wallet.publicKey, `token/${moto}`),
      token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().activity.transactions).toEqual(MOTO_TRANSACTIONS);
  });

  it('GET token/pools/{address} lists the native pool, then the AMM pools', async () => {
    const response = await test.request({ method: 'GET', url: anonymous(`token/pools/${moto}`) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([NATIVE_POOL, AMM_POOL]);
    const pillPools = await test.request({ method: 'GET', url: anonymous(`token/pools/${pill}`) });
    expect(pillPools.json()).toEqual([AMM_POOL]);
  });

  it('GET token/prices/{address} gives the price, its 4h and 24h change and candles', async () => {
    const response = await test.request({
      method: 'GET',
      url: anonymous(`token/prices/${moto}?interval=1d`),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      token: MOTO_REF,
      currentBlock: 150,
      quote: '9800000000000000000000',
      priceSats: '1020408163265',
      // 24 blocks back (126) the quote was 1.03e22: (1.03e22 - 9.8e21) / 9.8e21 = 5.10 percent.
      priceChange4h: { direction: 'up', changeBps: '510' },
      // 144 blocks back (6) the pool did not exist yet.
      priceChange24h: null,
      interval: '1d',
      candles: [
        {
          startBlock: 0,
          endBlock: 143,
          time: null,
          open: '1000000000000',
          high: '1020408163265',
          low: '970873786407',
          close: '1020408163265',
          // Bob's 100 MOTO into the AMM pool and the 49.9 MOTO bought on NativeSwap; the
          // listing (block 10) and the liquidity added are no volume.
          volume: (100n * E18 + NATIVE_BOUGHT).toString(),
          // 500,000 sats paid on NativeSwap plus 100 MOTO at the close, 10,204.08163265 sats.
          volumeSats: '1520408',
        },
        {
          startBlock: 144,
          endBlock: 287,
          time: blockTime(144),
          open: '1020408163265',
          high: '1020408163265',
          low: '1020408163265',
          close: '1020408163265',
          volume: '0',
          volumeSats: '0',
        },
      ],
    });
    const hourly = await test.request({ method: 'GET', url: anonymous(`token/prices/${moto}`) });
    const { interval, candles } = hourly.json();
    expect(interval).toBe('1h');
    // From the pool's first price (block 9, in the run 6..11) to the run holding block 150.
    expect(candles).toHaveLength(25);
    expect(candles[0]).toMatchObject({
      startBlock: 6,
      open: '1000000000000',
      close: '970873786407',
      volume: '0',
      volumeSats: '0',
    });
    // The AMM swap at block 130 left MOTO's NativeSwap price standing: a flat candle with its
    // volume, valued at that price (9,708.73786407 sats a MOTO).
    expect(candles.find((candle: { startBlock: number }) => candle.startBlock === 126)).toEqual({
      startBlock: 126,
      endBlock: 131,
      time: null,
      open: '970873786407',
      high: '970873786407',
      low: '970873786407',
      close: '970873786407',
      volume: (100n * E18).toString(),
      volumeSats: '970873',
    });
    expect(
      candles.find((candle: { startBlock: number }) => candle.startBlock === 138),
    ).toMatchObject({ volume: NATIVE_BOUGHT.toString(), volumeSats: '500000' });
    expect(candles.at(-1)).toMatchObject({ startBlock: 150, close: '1020408163265' });
  });

  it('a token without a NativeSwap pool has no price', async () => {
    const response = await test.request({ method: 'GET', url: anonymous(`token/prices/${pill}`) });
    expect(response.json()).toMatchObject({
      quote: null,
      priceSats: null,
      priceChange4h: null,
      candles: [],
    });
  });

  it("answers 'Token not found' for an unknown token and for bitcoin", async () => {
    for (const path of [
      `token/0x${'99'.repeat(32)}`,
      'token/bitcoin',
      `token/pools/0x${'99'.repeat(32)}`,
      `token/prices/0x${'99'.repeat(32)}`,
    ]) {
      const response = await test.request({ method: 'GET', url: anonymous(path) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Token not found' });
    }
    // Another network's data is its own.
    const testnet = await test.request({
      method: 'GET',
      url: test.path(ANONYMOUS_USER_KEY, `token/${moto}`, 'testnet'),
    });
    expect(testnet.statusCode).toBe(404);
  });

  it('refuses bad input with 400 and a message', async () => {
    const cases: [string, string][] = [
      ['token/0x1234', 'params: address: Must be a token address'],
      ['token/pools/bcrt1qnotatoken', 'params: address: Must be a token address'],
      [`token/${moto}?page=0`, 'query: page: Must be a whole number of 1 or more.'],
      [`token/${moto}?page=abc`, 'query: page: Must be a whole number of 1 or more.'],
      [`token/prices/${moto}?interval=5m`, 'query: interval: Must be 1h, 4h or 1d.'],
    ];
    for (const [path, message] of cases) {
      const response = await test.request({ method: 'GET', url: anonymous(path) });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
    }
  });

  it('answers hostile input with a 4xx and an error text, never a 5xx', async () => {
    const hostile = [
      '%00',
      '%F0%9F%92%A9',
      'a'.repeat(5000),
      `0x${'g'.repeat(64)}`,
      '%2e%2e',
      'BITCOIN',
      `0X${'AB'.repeat(32)}`,
      `opr1${'x'.repeat(200)}`,
      '-1',
      '1e400',
      'NaN',
      '9007199254740993',
      '%20',
    ];
    for (const value of hostile) {
      for (const path of [
        `token/${value}`,
        `token/pools/${value}`,
        `token/prices/${value}`,
        `token/${moto}?page=${value}`,
        `token/${moto}?page=1&page=${value}`,
        `token/prices/${moto}?interval=${value}`,
      ]) {
        const response = await test.request({ method: 'GET', url: anonymous(path) });
        expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, path).toBeLessThan(500);
        expect(typeof response.json().error, path).toBe('string');
      }
    }
  });

  it('pages a token’s transactions 50 at a time', async () => {
    const pools = new FakeNativePools();
    pools.set(moto, 160, {
      liquidity: 10_000n * E18,
      reservedLiquidity: 0n,
      virtualBTCReserve: 100_000_000n,
      virtualTokenReserve: 98n * 10n ** 20n,
      quote: 98n * 10n ** 20n,
    });
    const buys = (from: number, count: number) =>
      Array.from({ length: count }, (_, offset) => {
        const index = from + offset;
        return interaction(`buy-${index}`, buyer, TEST_CONTRACTS.nativeSwap, [
          events.transferred(
            moto,
            TEST_CONTRACTS.nativeSwap,
            buyer,
            E18,
            TEST_CONTRACTS.nativeSwap,
          ),
          events.swapExecuted(buyer, 10_000n + BigInt(index), E18, 0n),
        ]);
      });
    const handler = new NativeSwapHandler(test.context.db, pools, TEST_CONTRACTS);
    await applyBlocks(test.context.db, [handler], [block(160, buys(0, 50))]);
    const activity = async (page: number) =>
      (await test.request({ method: 'GET', url: anonymous(`token/${moto}?page=${page}`) })).json()
        .activity;

    const first = await activity(1);
    expect(first.transactions).toHaveLength(50);
    expect(first.transactions[0]).toMatchObject({
      forAmount: '10049',
      transactionId: txid('buy-49'),
    });
    expect(first.transactions[49]).toMatchObject({
      forAmount: '10000',
      transactionId: txid('buy-0'),
    });
    expect(first.hasMore).toBe(true);
    expect(await activity(2)).toMatchObject({ transactions: MOTO_TRANSACTIONS, hasMore: false });
    expect(await activity(3)).toMatchObject({ transactions: [], hasMore: false });

    // 100 transactions: the second page is full and still the last.
    await applyBlocks(test.context.db, [handler], [block(161, buys(50, 45))]);
    expect((await activity(1)).hasMore).toBe(true);
    const full = await activity(2);
    expect(full.transactions).toHaveLength(50);
    expect(full.hasMore).toBe(false);
  });
});
