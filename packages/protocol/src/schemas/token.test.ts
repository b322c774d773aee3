import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { formatSchemaIssues } from './common.ts';
import {
  poolInfoSchema,
  poolPositionSchema,
  tokenActivityItemSchema,
  tokenExploreRecordSchema,
  tokenMetricsSchema,
  tokenSchema,
} from './token.ts';

const ADDRESS = `0x${'ab'.repeat(32)}`;
const TXID = 'c'.repeat(64);

const tokenJson = {
  address: ADDRESS,
  p2op: 'opr1sqqdqy5gya7lp4ylsnsm7qdpgtpmhh4ucjhsnwh2g',
  name: 'Motoswap',
  symbol: 'MOTO',
  decimals: 18,
  verified: true,
  maxSupply: '1000000000000000000000000000',
  image: 'https://example.com/moto.png',
  balance: '12.5',
  balanceBigint: '12500000000000000000',
};

const ref = { name: 'Motoswap', symbol: 'MOTO', address: ADDRESS, decimals: 18 };
const ref2 = { name: 'Orange Pill', symbol: 'PILL', address: `0x${'cd'.repeat(32)}`, decimals: 8 };

const activityItemJson = {
  direction: 'Buy',
  token: ref,
  tokenTwo: ref2,
  amount: '1000',
  forAmount: '2000',
  wallet: 'bcrt1pqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqsd3hwq',
  time: 1_700_000_000_000,
  transactionId: TXID,
};

const poolInfoJson = {
  poolAddress: ADDRESS,
  blockTimestampLast: 1_700_000_000,
  reserveA: '500',
  reserveB: '700',
  tokenA: ref.address,
  tokenB: ref2.address,
  totalSupply: '591',
  decimals: 18,
};

describe('tokenSchema', () => {
  it('accepts a token and decodes balanceBigint and maxSupply', () => {
    const token = tokenSchema.parse(tokenJson);
    expect(token.balanceBigint).toBe(12_500_000_000_000_000_000n);
    expect(token.maxSupply).toBe(10n ** 27n);
    expect(token.balance).toBe('12.5');
  });

  it('round-trips through JSON', () => {
    const token = tokenSchema.parse(tokenJson);
    expect(z.encode(tokenSchema, token)).toEqual(tokenJson);
  });

  it('accepts the native token', () => {
    const native = {
      ...tokenJson,
      address: 'bitcoin',
      p2op: 'bitcoin',
      symbol: 'rBTC',
      decimals: 8,
    };
    expect(tokenSchema.safeParse(native).success).toBe(true);
  });

  it('names the failing fields', () => {
    const result = tokenSchema.safeParse({ ...tokenJson, balanceBigint: '1.5', decimals: 33 });
    expect(result.success).toBe(false);
    const message = formatSchemaIssues(result.error!);
    expect(message).toContain('balanceBigint: Must contain digits only.');
    expect(message).toContain('decimals: Must be at most 32.');
  });

  it('takes decimals 0 and 32 and refuses a balance like 1.', () => {
    expect(tokenSchema.safeParse({ ...tokenJson, decimals: 0 }).success).toBe(true);
    expect(tokenSchema.safeParse({ ...tokenJson, decimals: 32 }).success).toBe(true);
    expect(tokenSchema.safeParse({ ...tokenJson, decimals: -1 }).success).toBe(false);
    expect(tokenSchema.safeParse({ ...tokenJson, balance: '1.' }).success).toBe(false);
  });
});

describe('tokenActivityItemSchema', () => {
  it('accepts a row and decodes the amounts', () => {
    const item = tokenActivityItemSchema.parse(activityItemJson);
    expect(item.amount).toBe(1000n);
    expect(item.forAmount).toBe(2000n);
  });

  it('refuses an unknown direction', () => {
    const result = tokenActivityItemSchema.safeParse({ ...activityItemJson, direction: 'Mint' });
    expect(formatSchemaIssues(result.error!)).toBe('direction: Must be Buy, Sell, Add or Remove.');
  });

  it('names a nested field', () => {
    const result = tokenActivityItemSchema.safeParse({
      ...activityItemJson,
      tokenTwo: { ...ref2, decimals: 'eight' },
    });
    expect(formatSchemaIssues(result.error!)).toContain('tokenTwo.decimals');
  });
});

describe('tokenExploreRecordSchema and poolInfoSchema', () => {
  it('accepts a record with its transactions and pools', () => {
    const record = tokenExploreRecordSchema.parse({
      name: 'Motoswap',
      symbol: 'MOTO',
      decimals: 18,
      address: ADDRESS,
      activity: { transactions: [activityItemJson], hasMore: true, pools: [poolInfoJson] },
    });
    expect(record.activity.pools[0]?.reserveB).toBe(700n);
    expect(record.activity.hasMore).toBe(true);
  });

  it('names a bad reserve', () => {
    const result = poolInfoSchema.safeParse({ ...poolInfoJson, reserveA: -5 });
    expect(formatSchemaIssues(result.error!)).toContain('reserveA:');
  });
});

describe('poolPositionSchema', () => {
  const positionJson = {
    tokenOne: ref,
    tokenTwo: ref2,
    shares: '100',
    liquidity: '1000',
    userPortionTokenOne: '10',
    userPortionTokenTwo: '20',
    status: 'ACTIVE',
    type: 'NATIVE',
    lastUpdated: 1_700_000_000_000,
    poolAddress: ADDRESS,
    decimals: 18,
    properties: { liquidity: '5', virtualBTCReserve: '6', virtualTokenReserve: '7' },
  };

  it('accepts a native position and an OP20 one without properties', () => {
    expect(poolPositionSchema.parse(positionJson).properties?.virtualBTCReserve).toBe(6n);
    const op20: Record<string, unknown> = { ...positionJson, type: 'OP20' };
    delete op20.properties;
    expect(poolPositionSchema.safeParse(op20).success).toBe(true);
  });

  it('refuses an unknown status and type', () => {
    const result = poolPositionSchema.safeParse({ ...positionJson, status: 'OPEN', type: 'V3' });
    const message = formatSchemaIssues(result.error!);
    expect(message).toContain('status: Must be ACTIVE or INACTIVE.');
    expect(message).toContain('type: Must be NATIVE or OP20.');
  });
});

describe('tokenMetricsSchema', () => {
  const metricsJson = {
    totalLiquidity: '1000000',
    availableLiquidity: '900000',
    reservedLiquidity: '100000',
    utilizationRate: 10,
    priceInSats: 1234.5,
    priceInUSD: 1.23,
    tvlInUSD: null,
    priceChange4h: { direction: 'down', changeBps: '-250' },
    priceChange24h: null,
    virtualBTCReserve: '10000000000',
    virtualTokenReserve: '1000000000000000000000000',
    totalSellOrders: 12,
    priorityQueue: { length: 4, startingIndex: 1 },
    standardQueue: { length: 8, startingIndex: 3 },
    sellingPressureRatio: 0.4,
    lastPurgedBlock: 120,
    priorityPurgeQueueLength: 0,
    standardPurgeQueueLength: 2,
    initialProviderLiquidity: '500000',
    initialProviderOwner: ADDRESS,
  };

  it('accepts metrics and decodes the reserves and price changes', () => {
    const metrics = tokenMetricsSchema.parse(metricsJson);
    expect(metrics.virtualBTCReserve).toBe(10_000_000_000n);
    expect(metrics.priceChange4h).toEqual({ direction: 'down', changeBps: -250n });
    expect(metrics.priceChange24h).toBeNull();
  });

  it('refuses a price change as a bare number, the shape it no longer has', () => {
    const message = formatSchemaIssues(
      tokenMetricsSchema.safeParse({ ...metricsJson, priceChange24h: 3.1 }).error!,
    );
    expect(message).toContain('priceChange24h');
  });

  it('names a missing queue', () => {
    const rest: Record<string, unknown> = { ...metricsJson };
    delete rest.standardQueue;
    expect(formatSchemaIssues(tokenMetricsSchema.safeParse(rest).error!)).toContain(
      'standardQueue',
    );
  });
});
