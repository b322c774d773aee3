import { z } from 'zod/mini';
import { MAX_TOKEN_DECIMALS } from '../amount/units.ts';
import { PRICE_DIRECTIONS } from '../market/price-change.ts';
import {
  addressString,
  bigintString,
  blockHeight,
  nonNegativeInteger,
  NOT_NEGATIVE,
  oneOfText,
  signedBigintString,
  timestampMs,
  transactionIdString,
} from './common.ts';

export const decimalsSchema = z
  .number({ error: 'Must be a number of decimals.' })
  .check(
    z.int({ error: 'Must be a whole number.' }),
    z.gte(0, { error: NOT_NEGATIVE }),
    z.lte(MAX_TOKEN_DECIMALS, { error: `Must be at most ${MAX_TOKEN_DECIMALS}.` }),
  );

/** A human-readable decimal amount such as '12.5'. */
export const decimalAmountString = z
  .string({ error: 'Must be a decimal amount.' })
  .check(z.regex(/^\d+(\.\d+)?$/, { error: 'Must be a decimal number such as 12.5.' }));

/** A token; p2op 'bitcoin' marks the native token (docs/wallets-and-networks.md#native-token). */
export const tokenSchema = z.object({
  address: addressString,
  p2op: addressString,
  name: z.string(),
  symbol: z.string(),
  decimals: decimalsSchema,
  verified: z.boolean(),
  maxSupply: bigintString,
  image: z.string(),
  balance: decimalAmountString,
  balanceBigint: bigintString,
});
export type Token = z.infer<typeof tokenSchema>;
export type TokenJson = z.input<typeof tokenSchema>;

/** The short token reference carried inside activity items and pools. */
export const tokenRefSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  address: addressString,
  decimals: decimalsSchema,
});
export type TokenRef = z.infer<typeof tokenRefSchema>;

export const TOKEN_ACTIVITY_DIRECTIONS = ['Buy', 'Sell', 'Add', 'Remove'] as const;
export type TokenActivityDirection = (typeof TOKEN_ACTIVITY_DIRECTIONS)[number];

/** One row of a token's transactions; time is in milliseconds. */
export const tokenActivityItemSchema = z.object({
  direction: z.enum(TOKEN_ACTIVITY_DIRECTIONS, {
    error: `Must be ${oneOfText(TOKEN_ACTIVITY_DIRECTIONS)}.`,
  }),
  token: tokenRefSchema,
  tokenTwo: tokenRefSchema,
  amount: bigintString,
  forAmount: bigintString,
  wallet: addressString,
  time: timestampMs,
  transactionId: transactionIdString,
});
export type TokenActivityItem = z.infer<typeof tokenActivityItemSchema>;

/** A pool's on-chain information. */
export const poolInfoSchema = z.object({
  poolAddress: addressString,
  blockTimestampLast: nonNegativeInteger,
  reserveA: bigintString,
  reserveB: bigintString,
  tokenA: addressString,
  tokenB: addressString,
  totalSupply: bigintString,
  decimals: decimalsSchema,
});
export type PoolInfo = z.infer<typeof poolInfoSchema>;

// The spec lists activity.transactions and activity.pools without types; they are read as the rows
// of the token page's Transactions and Pools tabs, whose columns match these two entities.
/** GET token/{address}: the token explore record. */
export const tokenExploreRecordSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  decimals: decimalsSchema,
  address: addressString,
  activity: z.object({
    transactions: z.array(tokenActivityItemSchema),
    /** Whether a page follows this one. */
    hasMore: z.boolean(),
    pools: z.array(poolInfoSchema),
  }),
});
export type TokenExploreRecord = z.infer<typeof tokenExploreRecordSchema>;

export const POOL_POSITION_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const POOL_TYPES = ['NATIVE', 'OP20'] as const;
export type PoolType = (typeof POOL_TYPES)[number];

/** A user's pool position; properties are present for native pools. */
export const poolPositionSchema = z.object({
  tokenOne: tokenRefSchema,
  tokenTwo: tokenRefSchema,
  shares: bigintString,
  liquidity: bigintString,
  userPortionTokenOne: bigintString,
  userPortionTokenTwo: bigintString,
  status: z.enum(POOL_POSITION_STATUSES, {
    error: `Must be ${oneOfText(POOL_POSITION_STATUSES)}.`,
  }),
  type: z.enum(POOL_TYPES, { error: `Must be ${oneOfText(POOL_TYPES)}.` }),
  lastUpdated: timestampMs,
  poolAddress: addressString,
  decimals: decimalsSchema,
  properties: z.optional(
    z.object({
      liquidity: bigintString,
      virtualBTCReserve: bigintString,
      virtualTokenReserve: bigintString,
    }),
  ),
});
export type PoolPosition = z.infer<typeof poolPositionSchema>;

/**
 * A price change (market/price-change), the one shape every schema gives it: direction and signed
 * basis points, a bigint so no float rounds it.
 */
export const priceChangeSchema = z.object({
  direction: z.enum(PRICE_DIRECTIONS, { error: `Must be ${oneOfText(PRICE_DIRECTIONS)}.` }),
  changeBps: signedBigintString,
});
export type PriceChangeJson = z.input<typeof priceChangeSchema>;

// The spec names priorityQueue and standardQueue without fields; the queue bar needs how many
// providers were listed and how far the queue has been consumed, which getQueueDetails gives.
/** A listing queue: its length and the index of the next provider to be served. */
export const queueProgressSchema = z.object({
  length: nonNegativeInteger,
  startingIndex: nonNegativeInteger,
});
export type QueueProgress = z.infer<typeof queueProgressSchema>;

/**
 * NativeSwap market metrics of a token; percentages and prices are plain numbers, the price
 * changes (null without a quote at the earlier height) are price changes like the market data's.
 */
export const tokenMetricsSchema = z.object({
  totalLiquidity: bigintString,
  availableLiquidity: bigintString,
  reservedLiquidity: bigintString,
  utilizationRate: z.number(),
  priceInSats: z.number().check(z.nonnegative()),
  priceInUSD: z.nullable(z.number().check(z.nonnegative())),
  tvlInUSD: z.nullable(z.number().check(z.nonnegative())),
  priceChange4h: z.nullable(priceChangeSchema),
  priceChange24h: z.nullable(priceChangeSchema),
  virtualBTCReserve: bigintString,
  virtualTokenReserve: bigintString,
  totalSellOrders: nonNegativeInteger,
  priorityQueue: queueProgressSchema,
  standardQueue: queueProgressSchema,
  sellingPressureRatio: z.number(),
  lastPurgedBlock: blockHeight,
  priorityPurgeQueueLength: nonNegativeInteger,
  standardPurgeQueueLength: nonNegativeInteger,
  initialProviderLiquidity: bigintString,
  initialProviderOwner: addressString,
});
export type TokenMetrics = z.infer<typeof tokenMetricsSchema>;
