import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_USER_KEY } from '@opswap/protocol/tokens/token';
import { indexerCursor, nativePoolStates } from '../src/db/schema/index.ts';
import { AmmPoolHandler } from '../src/indexer/market/amm-handler.ts';
import { TokenHandler } from '../src/indexer/market/token-handler.ts';
import {
  address,
  applyBlocks,
  block,
  events,
  interaction,
  TEST_CONTRACTS,
  tokenMetadata,
} from './support/market-test-kit.ts';
import { moto, MOTO_REF, owner, PILL_REF, seedMarketWorld } from './support/market-test-world.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { ENGINES } from './support/test-database.ts';

// The market world (MOTO with a NativeSwap price, PILL without) plus a token deployed through the
// factory that no pool holds, and one only seen in an AMM pool, which has no metadata.
const solo = address('solo');
const stray = address('stray');
const SOLO_REF = { name: 'Solo Coin', symbol: 'ALONE', address: solo, decimals: 18 };
const STRAY_REF = { name: stray, symbol: '', address: stray, decimals: 0 };

const MOTO_ROW = {
  ...MOTO_REF,
  verified: true,
  image: '',
  // 1e8 x 1e18 x 1e8 / MOTO's quote of 98e20.
  priceSats: '1020408163265',
  // 10,204.08 sats at 100,000 USD a BTC: $10.20408163.
  priceUsd: '1020408163',
  // No quote 144 blocks back (block 6): MOTO's pool came at block 9.
  priceChange24h: null,
  volume24hSats: '1520408',
  // Native liquidity 10,150.1 MOTO and 10,100 MOTO in the AMM pool, at the quote.
  tvlSats: '206633673',
};
const UNPRICED = { priceSats: null, priceUsd: null, priceChange24h: null, tvlSats: '0' };
const PILL_ROW = { ...PILL_REF, verified: true, image: '', ...UNPRICED, volume24hSats: '1020408' };
const SOLO_ROW = { ...SOLO_REF, verified: false, image: '', ...UNPRICED, volume24hSats: '0' };
const STRAY_ROW = { ...STRAY_REF, verified: false, image: '', ...UNPRICED, volume24hSats: '0' };

describe.each(ENGINES)('GET explore/tokens on %s', (engine) => {
  let test: TestApp;
  const get = (query: string) =>
    test.request({
      method: 'GET',
      url: test.path(ANONYMOUS_USER_KEY, `explore/tokens${query}`),
    });
  const symbols = async (query: string) =>
    (await get(query)).json().tokens.map((row: { address: string }) => row.address);

  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  it('answers an empty page before anything is indexed', async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tokens: [], page: 1, pageSize: 25, total: 0 });
  });

  it('lists every known token without a session, by 24h volume by default', async () => {
    await seedMarketWorld(test.context.db, test.node);
    test.node.addToken(tokenMetadata(solo, 'ALONE', 'Solo Coin'));
    await applyBlocks(
      test.context.db,
      [
        new TokenHandler(test.context.db, test.node, TEST_CONTRACTS),
        new AmmPoolHandler(TEST_CONTRACTS),
      ],
      [
        block(
          151,
          [
            interaction('stray-pool', owner, TEST_CONTRACTS.motoSwapFactory, [
              events.poolCreated(moto, stray, address('moto-stray')),
            ]),
          ],
          { deployments: [solo] },
        ),
      ],
    );
    const response = await get('');
    expect(response.statusCode).toBe(200);
    // Ties (no volume) go by name: the stray token's name is its 0x address.
    expect(response.json()).toEqual({
      tokens: [MOTO_ROW, PILL_ROW, STRAY_ROW, SOLO_ROW],
      page: 1,
      pageSize: 25,
      total: 4,
    });
  });

  it('sorts by each column either way, the rows without a value last', async () => {
    const [m, p, s, x] = [moto, PILL_REF.address, solo, stray];
    expect(await symbols('?order=asc')).toEqual([x, s, p, m]);
    expect(await symbols('?sort=price')).toEqual([m, x, p, s]);
    expect(await symbols('?sort=price&order=asc')).toEqual([m, x, p, s]);
    expect(await symbols('?sort=liquidity')).toEqual([m, x, p, s]);
    expect(await symbols('?sort=change24h&order=asc')).toEqual([x, m, p, s]);
    expect(await symbols('?sort=name&order=asc')).toEqual([x, m, p, s]);
    expect(await symbols('?sort=name&order=desc')).toEqual([s, p, m, x]);
  });

  it('pages the sorted list', async () => {
    const first = (await get('?sort=name&order=asc&pageSize=3')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 3, total: 4 });
    expect(first.tokens.map((row: { address: string }) => row.address)).toEqual([
      stray,
      moto,
      PILL_REF.address,
    ]);
    const second = (await get('?sort=name&order=asc&pageSize=3&page=2')).json();
    expect(second).toEqual({ tokens: [SOLO_ROW], page: 2, pageSize: 3, total: 4 });
    const past = (await get('?pageSize=3&page=9')).json();
    expect(past).toEqual({ tokens: [], page: 9, pageSize: 3, total: 4 });
  });

  it('searches names and symbols in any case, the text trimmed', async () => {
    expect(await symbols('?search=MOTO')).toEqual([moto]);
    expect(await symbols('?search=swap')).toEqual([moto]);
    expect(await symbols('?search=alone')).toEqual([solo]);
    expect(await symbols('?search=%20o%20&sort=name&order=asc')).toEqual([
      moto,
      PILL_REF.address,
      solo,
    ]);
    expect(await symbols('?search=%20%20')).toHaveLength(4);
    const none = (await get('?search=nothing')).json();
    expect(none).toEqual({ tokens: [], page: 1, pageSize: 25, total: 0 });
  });

  it('gives the 24h change against the quote 144 blocks back', async () => {
    const { db } = test.context;
    await db.insert(nativePoolStates).values({
      network: 'regtest',
      token: moto,
      blockNumber: 160,
      time: 1_700_000_000_000,
      liquidity: 10_000n * 10n ** 18n,
      reservedLiquidity: 0n,
      virtualBtcReserve: 100_000_000n,
      virtualTokenReserve: 9n * 10n ** 21n,
      quote: 9n * 10n ** 21n,
    });
    await db.update(indexerCursor).set({ height: 160 }).where(eq(indexerCursor.network, 'regtest'));
    const [row] = (await get('?search=moto')).json().tokens;
    // Block 16 had a quote of 103e20: (103e20 - 9e21) / 9e21 = +14.44%.
    expect(row).toMatchObject({
      priceSats: '1111111111111',
      priceChange24h: { direction: 'up', changeBps: '1444' },
    });
  });

  it('answers without USD prices when the rate source fails', async () => {
    const { usdRate } = test.context;
    test.context.usdRate = {
      rate: () => Promise.reject(new Error('rate source down')),
    };
    try {
      const response = await get('?search=moto');
      expect(response.statusCode).toBe(200);
      expect(response.json().tokens[0]).toMatchObject({
        priceSats: '1111111111111',
        priceUsd: null,
      });
    } finally {
      test.context.usdRate = usdRate;
    }
  });

  it('refuses bad input with 400 and a message', async () => {
    for (const [query, message] of [
      ['?page=0', 'query: page: Must be a whole number of 1 or more.'],
      ['?pageSize=0', 'query: pageSize: Must be a whole number from 1 to 100.'],
      ['?pageSize=101', 'query: pageSize: Must be a whole number from 1 to 100.'],
      ['?pageSize=2.5', 'query: pageSize: Must be a whole number from 1 to 100.'],
      ['?sort=holders', 'query: sort: Must be price, change24h, volume24h, liquidity or name.'],
      ['?order=up', 'query: order: Must be asc or desc.'],
      [`?search=${'x'.repeat(65)}`, 'query: search: Must be at most 64 characters.'],
      ['?search=a&search=b', 'query: search: Must be text.'],
    ] as const) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ error: message });
    }
    for (const value of ['%00', '1e400', 'NaN', '']) {
      const response = await get(`?pageSize=${value}`);
      expect(response.statusCode, value).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
  });
});
