import { z } from 'zod/mini';
import { PRICE_CHANGE_BLOCKS } from '../constants.ts';
import { NATIVE_TOKEN_ADDRESS } from '../tokens/token.ts';
import { classifyAddress } from '../validation/token-search.ts';
import {
  addressString,
  bigintString,
  blockHeight,
  nonNegativeInteger,
  oneOfText,
  pageQuerySchema,
  timestampMs,
} from './common.ts';
import { priceChangeSchema, tokenActivityItemSchema, tokenRefSchema } from './token.ts';

// Shapes of the market data the api derives from the chain: pools, prices and the explore pages.
// The spec names these endpoints without their results; the shapes are what the token and explore
// screens show.

/** Prices in sats per whole token travel as integers with this many fraction digits. */
export const PRICE_FRACTION_DIGITS = 8;

/** Candle widths in blocks (10-minute blocks): 1h = 6, 4h = 24 (the 4h change), 1d = 144. */
export const CANDLE_INTERVAL_BLOCKS = {
  '1h': 6,
  '4h': PRICE_CHANGE_BLOCKS['4h'],
  '1d': PRICE_CHANGE_BLOCKS['24h'],
} as const;
export type CandleInterval = keyof typeof CANDLE_INTERVAL_BLOCKS;
export const CANDLE_INTERVALS = Object.keys(CANDLE_INTERVAL_BLOCKS) as CandleInterval[];
/** The candles a price query returns at most, the latest last. */
export const CANDLE_COUNT = 120;

const TOKEN_ADDRESS_MESSAGE = 'Must be a token address: 0x and 64 hex digits, or a p2op address.';

/**
 * A token in a route's path: its 0x contract address or p2op address, read in lower case. The
 * native token's 'bitcoin' passes too: it is a token without a contract, so it has no page.
 */
export const tokenAddressSchema = z.pipe(
  z.string({ error: TOKEN_ADDRESS_MESSAGE }).check(
    z.trim(),
    z.maxLength(100, { error: TOKEN_ADDRESS_MESSAGE }),
    z.refine(
      (text) => {
        if (text.toLowerCase() === NATIVE_TOKEN_ADDRESS) return true;
        const { kind } = classifyAddress(text);
        return kind === 'opnet-address' || kind === 'p2op';
      },
      { error: TOKEN_ADDRESS_MESSAGE },
    ),
  ),
  z.transform((text) => text.toLowerCase()),
);

/** Path params of the token routes (beside the base path). */
export const tokenAddressParamsSchema = z.object({ address: tokenAddressSchema });

/**
 * A NativeSwap pool: one per token, held by the NativeSwap contract; the other side is BTC. One
 * contract holds every native pool, so its address names none of them: a native pool's own id,
 * its poolAddress (what /pool/{address} and the pool lists tell pools apart by), is the address
 * of the token it trades. No AMM pool can share it, as a token is not a pool contract.
 */
export const nativePoolSchema = z.object({
  type: z.literal('NATIVE'),
  /** The pool's id: the address of the token it trades (see above). */
  poolAddress: addressString,
  /** The NativeSwap contract that holds this pool and every other native pool. */
  nativeSwapAddress: addressString,
  token: tokenRefSchema,
  /** Tokens the providers hold for the pool, the initial provider's included. */
  liquidity: bigintString,
  reservedLiquidity: bigintString,
  virtualBTCReserve: bigintString,
  virtualTokenReserve: bigintString,
  /** Token base units per sat, scaled by 1e8 (getQuote's price); 0 without listings. */
  quote: bigintString,
  /** Sats per whole token with PRICE_FRACTION_DIGITS fraction digits; null without a quote. */
  priceSats: z.nullable(bigintString),
  /** The liquidity valued at the quote. */
  tvlSats: bigintString,
  /** Sats buyers paid in the last 144 blocks. */
  volume24hSats: bigintString,
  transactions24h: nonNegativeInteger,
  createdAtBlock: blockHeight,
  updatedAtBlock: z.nullable(blockHeight),
  /** Seconds: the block time of updatedAtBlock, 0 before the first state. */
  blockTimestampLast: nonNegativeInteger,
});
export type NativePool = z.infer<typeof nativePoolSchema>;

/** A MotoSwap AMM pool of two OP20 tokens, tokenA < tokenB by address. */
export const ammPoolSchema = z.object({
  type: z.literal('OP20'),
  poolAddress: addressString,
  tokenA: tokenRefSchema,
  tokenB: tokenRefSchema,
  reserveA: bigintString,
  reserveB: bigintString,
  /** LP tokens in circulation. */
  totalSupply: bigintString,
  /** Seconds: the block time of the last reserve update. */
  blockTimestampLast: nonNegativeInteger,
  /** Tokens swapped into and out of the pool in the last 144 blocks, per side. */
  volume24hA: bigintString,
  volume24hB: bigintString,
  /** Those volumes valued in sats through a NativeSwap price of either token; null when neither has one. */
  volume24hSats: z.nullable(bigintString),
  /** Both reserves valued in sats, or null when neither token has a NativeSwap price. */
  tvlSats: z.nullable(bigintString),
  transactions24h: nonNegativeInteger,
  createdAtBlock: blockHeight,
  updatedAtBlock: z.nullable(blockHeight),
});
export type AmmPool = z.infer<typeof ammPoolSchema>;

export const marketPoolSchema = z.discriminatedUnion('type', [nativePoolSchema, ammPoolSchema]);
export type MarketPool = z.infer<typeof marketPoolSchema>;

/** GET token/pools/{address}: the token's native pool first, then its AMM pools. */
export const tokenPoolsSchema = z.array(marketPoolSchema);

/** GET explore/pools?page: every pool, newest first, 50 a page. */
export const explorePoolsSchema = z.object({
  page: z.number().check(z.int(), z.positive()),
  total: nonNegativeInteger,
  pools: z.array(marketPoolSchema),
});
export type ExplorePools = z.infer<typeof explorePoolsSchema>;

export const candleIntervalSchema = z.enum(CANDLE_INTERVALS, {
  error: `Must be ${oneOfText(CANDLE_INTERVALS)}.`,
});

/** Query of GET token/prices/{address} and pool/prices/{poolAddress}. */
export const tokenPricesQuerySchema = z.object({
  interval: z._default(candleIntervalSchema, '1h'),
});

/**
 * Open, high, low and close of a price over a run of blocks, and the swaps of those blocks. A
 * candle opens at the price standing before it, so a run with swaps but no price change is a
 * flat candle with its volume. Volume is swaps: NativeSwap buys and AMM swaps; a NativeSwap
 * listing and liquidity added or removed are none.
 */
export const priceCandleSchema = z.object({
  startBlock: blockHeight,
  endBlock: blockHeight,
  /** The block time of startBlock when the api indexed it. */
  time: z.nullable(timestampMs),
  open: bigintString,
  high: bigintString,
  low: bigintString,
  close: bigintString,
  /** Base units of the priced token its blocks' swaps bought or paid. */
  volume: bigintString,
});
export type PriceCandle = z.infer<typeof priceCandleSchema>;

/**
 * A candle of a token's NativeSwap price, in priceSats units. volumeSats values its swaps: a
 * NativeSwap buy at the sats it paid, an AMM swap of the token at the candle's close (its
 * NativeSwap price standing at endBlock), rounded down.
 */
export const candleSchema = z.extend(priceCandleSchema, { volumeSats: bigintString });
export type Candle = z.infer<typeof candleSchema>;

/** GET token/prices/{address}: the NativeSwap price now, its 4h and 24h change and candles. */
export const tokenPricesSchema = z.object({
  token: tokenRefSchema,
  /** The last block the api indexed. */
  currentBlock: z.nullable(blockHeight),
  quote: z.nullable(bigintString),
  priceSats: z.nullable(bigintString),
  priceChange4h: z.nullable(priceChangeSchema),
  priceChange24h: z.nullable(priceChangeSchema),
  interval: candleIntervalSchema,
  candles: z.array(candleSchema),
});
export type TokenPrices = z.infer<typeof tokenPricesSchema>;

const POOL_ADDRESS_MESSAGE = 'Must be a pool address: 0x and 64 hex digits.';

/** A pool in a route's path: an AMM pool's contract or, for a native pool, its token's; lower case. */
export const poolAddressParamsSchema = z.object({
  poolAddress: z.pipe(
    z
      .string({ error: POOL_ADDRESS_MESSAGE })
      .check(z.trim(), z.regex(/^0x[0-9a-fA-F]{64}$/, { error: POOL_ADDRESS_MESSAGE })),
    z.transform((text) => text.toLowerCase()),
  ),
});

/** GET pool/prices/{poolAddress} of a native pool: its token's prices (token/prices). */
export const nativePoolPricesSchema = z.extend(tokenPricesSchema, {
  type: z.literal('NATIVE'),
  poolAddress: addressString,
});

/**
 * GET pool/prices/{poolAddress} of an AMM pool, from its reserves at the end of each block.
 * priceA is whole tokenB per whole tokenA, priceB the inverse, both with PRICE_FRACTION_DIGITS
 * fraction digits and null while the pool is empty. candlesA carry priceA and tokenA's volume,
 * candlesB priceB and tokenB's volume, over the same blocks.
 */
export const ammPoolPricesSchema = z.object({
  type: z.literal('OP20'),
  poolAddress: addressString,
  tokenA: tokenRefSchema,
  tokenB: tokenRefSchema,
  /** The last block the api indexed. */
  currentBlock: z.nullable(blockHeight),
  priceA: z.nullable(bigintString),
  priceB: z.nullable(bigintString),
  interval: candleIntervalSchema,
  candlesA: z.array(priceCandleSchema),
  candlesB: z.array(priceCandleSchema),
});

export const poolPricesSchema = z.discriminatedUnion('type', [
  nativePoolPricesSchema,
  ammPoolPricesSchema,
]);
export type PoolPrices = z.infer<typeof poolPricesSchema>;
export type AmmPoolPrices = z.infer<typeof ammPoolPricesSchema>;

/** A token on the explore overview, ranked by its transactions in the last 144 blocks. */
export const exploreTokenSchema = z.extend(tokenRefSchema, {
  verified: z.boolean(),
  image: z.string(),
  transactions24h: nonNegativeInteger,
  volume24hSats: bigintString,
  priceSats: z.nullable(bigintString),
  priceChange24h: z.nullable(priceChangeSchema),
});
export type ExploreToken = z.infer<typeof exploreTokenSchema>;

/** GET explore/overview: the explore page's totals, its busiest tokens and latest trades. */
export const exploreOverviewSchema = z.object({
  currentBlock: z.nullable(blockHeight),
  tokens: nonNegativeInteger,
  pools: z.object({
    total: nonNegativeInteger,
    native: nonNegativeInteger,
    amm: nonNegativeInteger,
  }),
  transactions24h: nonNegativeInteger,
  /** Sats paid in NativeSwap buys plus AMM swaps valued through NativeSwap prices. */
  volume24hSats: bigintString,
  /** Native liquidity and AMM reserves valued through NativeSwap prices. */
  tvlSats: bigintString,
  topTokens: z.array(exploreTokenSchema),
  latestTransactions: z.array(tokenActivityItemSchema),
});
export type ExploreOverview = z.infer<typeof exploreOverviewSchema>;

/** Rows a page of GET explore/tokens holds by default and at most. */
export const EXPLORE_TOKENS_PAGE_SIZE = { default: 25, max: 100 } as const;
/** Longest name or symbol fragment GET explore/tokens searches for. */
export const EXPLORE_TOKENS_SEARCH_MAX = 64;
export const EXPLORE_TOKEN_SORTS = [
  'price',
  'change24h',
  'volume24h',
  'liquidity',
  'name',
] as const;
export type ExploreTokenSort = (typeof EXPLORE_TOKEN_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const PAGE_SIZE_MESSAGE = `Must be a whole number from 1 to ${EXPLORE_TOKENS_PAGE_SIZE.max}.`;

/**
 * Query of GET explore/tokens. Rows without a price or change sort last in either order; ties
 * go by name, then address. search matches a fragment of the name or symbol, any case; blank
 * means every token.
 */
export const exploreTokensQuerySchema = z.extend(pageQuerySchema, {
  pageSize: z._default(
    z.coerce
      .number({ error: PAGE_SIZE_MESSAGE })
      .check(
        z.int({ error: PAGE_SIZE_MESSAGE }),
        z.gte(1, { error: PAGE_SIZE_MESSAGE }),
        z.lte(EXPLORE_TOKENS_PAGE_SIZE.max, { error: PAGE_SIZE_MESSAGE }),
      ),
    EXPLORE_TOKENS_PAGE_SIZE.default,
  ),
  sort: z._default(
    z.enum(EXPLORE_TOKEN_SORTS, { error: `Must be ${oneOfText(EXPLORE_TOKEN_SORTS)}.` }),
    'volume24h',
  ),
  order: z._default(z.enum(SORT_ORDERS, { error: `Must be ${oneOfText(SORT_ORDERS)}.` }), 'desc'),
  search: z._default(
    z.string({ error: 'Must be text.' }).check(
      z.trim(),
      z.maxLength(EXPLORE_TOKENS_SEARCH_MAX, {
        error: `Must be at most ${EXPLORE_TOKENS_SEARCH_MAX} characters.`,
      }),
    ),
    '',
  ),
});
export type ExploreTokensQuery = z.infer<typeof exploreTokensQuerySchema>;

/** A row of GET explore/tokens: a token the indexer knows and its market figures. */
export const exploreTokenRowSchema = z.extend(tokenRefSchema, {
  verified: z.boolean(),
  /** The token's icon, '' when none is known. */
  image: z.string(),
  /** Sats per whole token with PRICE_FRACTION_DIGITS fraction digits; null without a quote. */
  priceSats: z.nullable(bigintString),
  /** USD per whole token scaled by 10^8 (USD_DECIMALS); null without a price or a USD rate. */
  priceUsd: z.nullable(bigintString),
  /** Against the quote 144 blocks back; null without both quotes. */
  priceChange24h: z.nullable(priceChangeSchema),
  /** Sats of the token's NativeSwap buys and AMM swaps in the last 144 blocks. */
  volume24hSats: bigintString,
  /** The token in its NativeSwap pool and AMM pools, valued at its quote; 0 without one. */
  tvlSats: bigintString,
});
export type ExploreTokenRow = z.infer<typeof exploreTokenRowSchema>;

/** GET explore/tokens: one page of every token the indexer knows. */
export const exploreTokensPageSchema = z.object({
  tokens: z.array(exploreTokenRowSchema),
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
  /** Tokens matching the search, on every page. */
  total: nonNegativeInteger,
});
export type ExploreTokensPage = z.infer<typeof exploreTokensPageSchema>;

/** GET market/btc-usd: the USD rate the api values things at, readable without a session. */
export const btcUsdRateSchema = z.object({
  /** USD per whole BTC scaled by 10^8 (USD_DECIMALS), as usdRateToScaled reads a rate. */
  usdPerBtc: bigintString,
  /** 'fixed' for a configured rate (the devnet's), else the URL it was read from. */
  source: z.string(),
  /** When the api read the rate from its source; for a fixed rate, when it answered. */
  updatedAt: timestampMs,
});
export type BtcUsdRate = z.infer<typeof btcUsdRateSchema>;
