import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { formatSchemaIssues } from './common.ts';
import { priceChangeSchema } from './token.ts';
import {
  btcUsdRateSchema,
  CANDLE_INTERVAL_BLOCKS,
  exploreOverviewSchema,
  explorePoolsSchema,
  exploreTokensPageSchema,
  exploreTokensQuerySchema,
  marketPoolSchema,
  poolAddressParamsSchema,
  poolPricesSchema,
  tokenAddressSchema,
  tokenPricesQuerySchema,
  tokenPricesSchema,
} from './market.ts';

const MOTO = `0x${'ab'.repeat(32)}`;
const PILL = `0x${'cd'.repeat(32)}`;
const ref = { name: 'Motoswap', symbol: 'MOTO', address: MOTO, decimals: 18 };
const ref2 = { name: 'Orange Pill', symbol: 'PILL', address: PILL, decimals: 18 };

const nativePoolJson = {
  type: 'NATIVE',
  poolAddress: MOTO,
  nativeSwapAddress: `0x${'11'.repeat(32)}`,
  token: ref,
  liquidity: '10000000000000000000000',
  reservedLiquidity: '0',
  virtualBTCReserve: '100000000',
  virtualTokenReserve: '10000000000000000000000',
  quote: '10000000000000000000000',
  priceSats: '1000000000000',
  tvlSats: '100000000',
  volume24hSats: '500000',
  transactions24h: 3,
  createdAtBlock: 9,
  updatedAtBlock: 13,
  blockTimestampLast: 1_700_000_000,
};

const ammPoolJson = {
  type: 'OP20',
  poolAddress: `0x${'22'.repeat(32)}`,
  tokenA: ref,
  tokenB: ref2,
  reserveA: '10',
  reserveB: '20',
  totalSupply: '14',
  blockTimestampLast: 1_700_000_000,
  volume24hA: '1',
  volume24hB: '2',
  volume24hSats: null,
  tvlSats: null,
  transactions24h: 0,
  createdAtBlock: 3,
  updatedAtBlock: null,
};

function issues(schema: z.ZodMiniType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? '' : formatSchemaIssues(result.error);
}

describe('tokenAddressSchema', () => {
  it('takes a 0x address or a p2op address, in lower case', () => {
    expect(tokenAddressSchema.parse(MOTO.toUpperCase().replace('0X', '0x'))).toBe(MOTO);
    expect(tokenAddressSchema.parse('opr1sqpy5vjde5td5x3rs0lljs73fv0xpejz02suwp6rs')).toBe(
      'opr1sqpy5vjde5td5x3rs0lljs73fv0xpejz02suwp6rs',
    );
    expect(tokenAddressSchema.parse(' bitcoin ')).toBe('bitcoin');
  });

  it('refuses other addresses with a message', () => {
    const message = 'Must be a token address: 0x and 64 hex digits, or a p2op address.';
    expect(issues(tokenAddressSchema, '0x1234')).toBe(message);
    expect(
      issues(
        tokenAddressSchema,
        'bcrt1pfzhx49qe6s5exppe5hqljg3n6587xk0w75xqr70pgdt7ygnfkssqu3wy22',
      ),
    ).toBe(message);
    expect(issues(tokenAddressSchema, `02${'ab'.repeat(32)}`)).toBe(message);
    expect(issues(tokenAddressSchema, 'x'.repeat(300))).toContain(message);
  });
});

describe('market pools', () => {
  it('round-trip both pool kinds, bigints as strings', () => {
    for (const json of [nativePoolJson, ammPoolJson]) {
      const pool = marketPoolSchema.parse(json);
      expect(z.encode(marketPoolSchema, pool)).toEqual(json);
    }
    const native = marketPoolSchema.parse(nativePoolJson);
    expect(native.type === 'NATIVE' && native.virtualBTCReserve).toBe(100_000_000n);
  });

  it('pages pools', () => {
    const page = { page: 1, total: 2, pools: [nativePoolJson, ammPoolJson] };
    expect(z.encode(explorePoolsSchema, explorePoolsSchema.parse(page))).toEqual(page);
  });

  it('requires a native pool to name its NativeSwap contract beside its own id', () => {
    const withoutContract: Record<string, unknown> = { ...nativePoolJson };
    delete withoutContract.nativeSwapAddress;
    expect(issues(marketPoolSchema, withoutContract)).toContain('nativeSwapAddress');
  });

  it('refuses a pool of an unknown kind', () => {
    expect(issues(marketPoolSchema, { ...ammPoolJson, type: 'STABLE' })).not.toBe('');
  });
});

describe('prices', () => {
  it('carries a signed change', () => {
    const change = priceChangeSchema.parse({ direction: 'down', changeBps: '-250' });
    expect(change.changeBps).toBe(-250n);
    expect(z.encode(priceChangeSchema, change)).toEqual({ direction: 'down', changeBps: '-250' });
    expect(issues(priceChangeSchema, { direction: 'down', changeBps: '1.5' })).toContain(
      'changeBps',
    );
    expect(issues(priceChangeSchema, { direction: 'sideways', changeBps: '0' })).toBe(
      'direction: Must be up, down or flat.',
    );
  });

  it('defaults the interval to 1h and names the allowed ones', () => {
    expect(tokenPricesQuerySchema.parse({})).toEqual({ interval: '1h' });
    expect(issues(tokenPricesQuerySchema, { interval: '5m' })).toBe(
      'interval: Must be 1h, 4h or 1d.',
    );
    expect(CANDLE_INTERVAL_BLOCKS).toEqual({ '1h': 6, '4h': 24, '1d': 144 });
  });

  const candle = {
    startBlock: 36,
    endBlock: 41,
    time: null,
    open: '1',
    high: '3',
    low: '1',
    close: '2',
    volume: '5000',
  };
  const pricesJson = {
    token: ref,
    currentBlock: 40,
    quote: '10000000000000000000000',
    priceSats: '1000000000000',
    priceChange4h: { direction: 'flat', changeBps: '0' },
    priceChange24h: null,
    interval: '1h',
    candles: [{ ...candle, volumeSats: '70' }],
  };

  it('round-trips a price answer, its candles with their volume in tokens and sats', () => {
    expect(z.encode(tokenPricesSchema, tokenPricesSchema.parse(pricesJson))).toEqual(pricesJson);
    expect(issues(tokenPricesSchema, { ...pricesJson, candles: [candle] })).toContain('volumeSats');
  });

  it('round-trips a native and an AMM pool’s prices', () => {
    const native = { type: 'NATIVE', poolAddress: MOTO, ...pricesJson };
    const amm = {
      type: 'OP20',
      poolAddress: `0x${'22'.repeat(32)}`,
      tokenA: ref,
      tokenB: ref2,
      currentBlock: 40,
      priceA: '200000000',
      priceB: null,
      interval: '4h',
      candlesA: [candle],
      candlesB: [{ ...candle, volume: '9' }],
    };
    for (const json of [native, amm]) {
      expect(z.encode(poolPricesSchema, poolPricesSchema.parse(json))).toEqual(json);
    }
    expect(issues(poolPricesSchema, { ...amm, type: 'STABLE' })).not.toBe('');
  });

  it('takes a pool address as 0x and 64 hex digits, in lower case', () => {
    const upper = `0x${'AB'.repeat(32)}`;
    expect(poolAddressParamsSchema.parse({ poolAddress: ` ${upper} ` })).toEqual({
      poolAddress: upper.toLowerCase(),
    });
    for (const poolAddress of ['bitcoin', 'ab'.repeat(32), `0x${'ab'.repeat(31)}`]) {
      expect(issues(poolAddressParamsSchema, { poolAddress })).toBe(
        'poolAddress: Must be a pool address: 0x and 64 hex digits.',
      );
    }
  });
});

describe('exploreOverviewSchema', () => {
  it('round-trips the overview', () => {
    const json = {
      currentBlock: null,
      tokens: 3,
      pools: { total: 2, native: 1, amm: 1 },
      transactions24h: 4,
      volume24hSats: '500000',
      tvlSats: '100000000',
      topTokens: [
        {
          ...ref,
          verified: true,
          image: '',
          transactions24h: 4,
          volume24hSats: '500000',
          priceSats: null,
          priceChange24h: { direction: 'up', changeBps: '12' },
        },
      ],
      latestTransactions: [
        {
          direction: 'Buy',
          token: ref,
          tokenTwo: ref2,
          amount: '1',
          forAmount: '2',
          wallet: MOTO,
          time: 1,
          transactionId: 'c'.repeat(64),
        },
      ],
    };
    expect(z.encode(exploreOverviewSchema, exploreOverviewSchema.parse(json))).toEqual(json);
  });
});

describe('exploreTokensQuerySchema', () => {
  it('defaults to the first 25 tokens by 24h volume, highest first, unfiltered', () => {
    expect(exploreTokensQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'volume24h',
      order: 'desc',
      search: '',
    });
  });

  it('reads the query text: numbers coerced, search trimmed', () => {
    expect(
      exploreTokensQuerySchema.parse({
        page: '3',
        pageSize: '100',
        sort: 'name',
        order: 'asc',
        search: '  Moto ',
      }),
    ).toEqual({ page: 3, pageSize: 100, sort: 'name', order: 'asc', search: 'Moto' });
  });

  it('refuses bad values with a message naming the field', () => {
    expect(issues(exploreTokensQuerySchema, { pageSize: '101' })).toBe(
      'pageSize: Must be a whole number from 1 to 100.',
    );
    expect(issues(exploreTokensQuerySchema, { pageSize: '0' })).toBe(
      'pageSize: Must be a whole number from 1 to 100.',
    );
    expect(issues(exploreTokensQuerySchema, { sort: 'holders' })).toBe(
      'sort: Must be price, change24h, volume24h, liquidity or name.',
    );
    expect(issues(exploreTokensQuerySchema, { order: 'up' })).toBe('order: Must be asc or desc.');
    expect(issues(exploreTokensQuerySchema, { search: 'x'.repeat(65) })).toBe(
      'search: Must be at most 64 characters.',
    );
    expect(issues(exploreTokensQuerySchema, { search: ['a', 'b'] })).toBe('search: Must be text.');
  });
});

describe('exploreTokensPageSchema', () => {
  it('round-trips a page, bigints as strings', () => {
    const json = {
      tokens: [
        {
          ...ref,
          verified: true,
          image: '',
          priceSats: '1020408163265',
          priceUsd: '1020408163',
          priceChange24h: { direction: 'up', changeBps: '120' },
          volume24hSats: '500000',
          tvlSats: '103572448',
        },
        {
          ...ref2,
          verified: false,
          image: '',
          priceSats: null,
          priceUsd: null,
          priceChange24h: null,
          volume24hSats: '0',
          tvlSats: '0',
        },
      ],
      page: 1,
      pageSize: 25,
      total: 2,
    };
    const page = exploreTokensPageSchema.parse(json);
    expect(page.tokens[0]?.priceSats).toBe(1_020_408_163_265n);
    expect(z.encode(exploreTokensPageSchema, page)).toEqual(json);
  });
});

describe('btcUsdRateSchema', () => {
  it('carries the rate scaled by 10^8 as a string', () => {
    const json = { usdPerBtc: '10000000000000', source: 'fixed', updatedAt: 1_700_000_000_000 };
    const rate = btcUsdRateSchema.parse(json);
    expect(rate.usdPerBtc).toBe(100_000n * 10n ** 8n);
    expect(z.encode(btcUsdRateSchema, rate)).toEqual(json);
  });
});
