import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_USER_KEY } from '@opswap/protocol/tokens/token';
import { address } from './support/market-test-kit.ts';
import {
  ammPool,
  E18,
  moto,
  MOTO_REF,
  PILL_OUT,
  pill,
  PILL_REF,
  seedMarketWorld,
  token0,
} from './support/market-test-world.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { ENGINES } from './support/test-database.ts';
import { testWallet } from './support/wallets.ts';

const motoIsA = token0 === moto;
// Both tokens have 18 decimals: 20,000 PILL to 10,000 MOTO from block 3, 19,802.567... PILL to
// 10,100 MOTO after Bob's swap at block 130.
const MOTO_IN_PILL = { before: '200000000', after: '196065022' };
const PILL_IN_MOTO = { before: '50000000', after: '51003487' };
const [A, B] = motoIsA ? [MOTO_IN_PILL, PILL_IN_MOTO] : [PILL_IN_MOTO, MOTO_IN_PILL];
const [volumeA, volumeB] = motoIsA ? [100n * E18, PILL_OUT] : [PILL_OUT, 100n * E18];

const flat = (price: string) => ({ open: price, high: price, low: price, close: price });
const moved = (from: string, to: string) => ({
  open: from,
  high: BigInt(from) > BigInt(to) ? from : to,
  low: BigInt(from) > BigInt(to) ? to : from,
  close: to,
});

describe.each(ENGINES)('pool routes on %s', (engine) => {
  let test: TestApp;
  const anonymous = (rest: string) => test.path(ANONYMOUS_USER_KEY, rest);
  const get = (rest: string) => test.request({ method: 'GET', url: anonymous(rest) });

  beforeAll(async () => {
    test = await startTestApp(engine);
    await seedMarketWorld(test.context.db, test.node);
  });
  afterAll(() => test.close());

  it('GET pool/prices/{poolAddress} gives an AMM pool’s prices both ways and their candles', async () => {
    const response = await get(
      `pool/prices/${ammPool.toUpperCase().replace('0X', '0x')}?interval=1d`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'OP20',
      poolAddress: ammPool,
      tokenA: motoIsA ? MOTO_REF : PILL_REF,
      tokenB: motoIsA ? PILL_REF : MOTO_REF,
      currentBlock: 150,
      interval: '1d',
      priceA: A.after,
      priceB: B.after,
      candlesA: [
        {
          startBlock: 0,
          endBlock: 143,
          time: null,
          // The pool's first reserves (block 3) open it; the liquidity added is no volume.
          ...moved(A.before, A.after),
          volume: volumeA.toString(),
        },
        { startBlock: 144, endBlock: 287, time: null, ...flat(A.after), volume: '0' },
      ],
      candlesB: [
        {
          startBlock: 0,
          endBlock: 143,
          time: null,
          ...moved(B.before, B.after),
          volume: volumeB.toString(),
        },
        { startBlock: 144, endBlock: 287, time: null, ...flat(B.after), volume: '0' },
      ],
    });
  });

  it('hourly candles follow the swap, from the run of the first reserves', async () => {
    const { candlesA, candlesB } = (await get(`pool/prices/${ammPool}`)).json();
    // Runs 0..5 to 150..155, 6 blocks each.
    expect(candlesA).toHaveLength(26);
    expect(candlesB).toHaveLength(26);
    expect(candlesA[0]).toMatchObject({ startBlock: 0, ...flat(A.before), volume: '0' });
    const swapRun = (candles: { startBlock: number }[]) =>
      candles.find((candle) => candle.startBlock === 126);
    expect(swapRun(candlesA)).toMatchObject({
      open: A.before,
      close: A.after,
      volume: volumeA.toString(),
    });
    expect(swapRun(candlesB)).toMatchObject({
      open: B.before,
      close: B.after,
      volume: volumeB.toString(),
    });
    expect(candlesA.at(-1)).toMatchObject({ startBlock: 150, ...flat(A.after), volume: '0' });
  });

  it('a native pool, named by its token, answers its token’s prices', async () => {
    const pool = await get(`pool/prices/${moto}?interval=4h`);
    expect(pool.statusCode).toBe(200);
    const token = (await get(`token/prices/${moto}?interval=4h`)).json();
    expect(pool.json()).toEqual({ type: 'NATIVE', poolAddress: moto, ...token });
    expect(token.candles.length).toBeGreaterThan(0);
  });

  it('is public: a signed-in wallet gets the same prices', async () => {
    const wallet = testWallet('pool-reader');
    const token = await test.signIn(wallet);
    const response = await test.request({
      method: 'GET',
      url: test.path(wallet.publicKey, `pool/prices/${ammPool}`),
      token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual((await get(`pool/prices/${ammPool}`)).json());
  });

  it("answers 404 'Pool does not exist' for an address that names no pool", async () => {
    // PILL is a token without a NativeSwap pool; the last is no contract at all.
    for (const path of [`pool/prices/${pill}`, `pool/prices/${address('nowhere')}`]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ error: 'Pool does not exist' });
    }
    // Another network's pools are its own.
    const testnet = await test.request({
      method: 'GET',
      url: test.path(ANONYMOUS_USER_KEY, `pool/prices/${ammPool}`, 'testnet'),
    });
    expect(testnet.statusCode).toBe(404);
  });

  it('refuses bad input with 400 and a message', async () => {
    const cases: [string, string][] = [
      ['pool/prices/0x1234', 'params: poolAddress: Must be a pool address'],
      ['pool/prices/bitcoin', 'params: poolAddress: Must be a pool address'],
      [`pool/prices/${ammPool.slice(2)}`, 'params: poolAddress: Must be a pool address'],
      [`pool/prices/${ammPool}?interval=5m`, 'query: interval: Must be 1h, 4h or 1d.'],
    ];
    for (const [path, message] of cases) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().error, path).toContain(message);
    }
  });

  it('answers hostile input with a 4xx and an error text, never a 5xx', async () => {
    const hostile = [
      '%00',
      '%F0%9F%92%A9',
      'a'.repeat(5000),
      `0x${'g'.repeat(64)}`,
      '%2e%2e',
      '-1',
    ];
    for (const value of hostile) {
      for (const path of [`pool/prices/${value}`, `pool/prices/${ammPool}?interval=${value}`]) {
        const response = await get(path);
        expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, path).toBeLessThan(500);
        expect(typeof response.json().error, path).toBe('string');
      }
    }
  });
});
