import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  getPriceChangeFromQuotes,
  priceChangeReferenceBlock,
} from '@opswap/protocol/market/price-change';
import { satoshisPerWholeToken } from '@opswap/protocol/nativeswap/human-price';
import {
  CANDLE_COUNT,
  CANDLE_INTERVAL_BLOCKS,
  PRICE_FRACTION_DIGITS,
  type CandleInterval,
  type TokenPrices,
} from '@opswap/protocol/schemas/market';
import type { PriceChange } from '@opswap/protocol/market/price-change';
import type { TokenRef } from '@opswap/protocol/schemas/token';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Database } from '../db/database.ts';
import { chainBlocks, nativePoolStates } from '../db/schema/index.ts';
import { tokenCandleSwaps } from './candle-volumes.ts';
import { buildCandles, candleRange, valueAtPrice } from './candles.ts';
import { marketHeight } from '../market/market-height.ts';
import { quoteAt } from '../market/native-states.ts';
import { tokenRef } from './token-directory.ts';

/** The change of a token's quote from `blocks` blocks before `height` (24 and 144 blocks). */
export async function priceChangeOver(
  db: Database,
  network: ProductNetwork,
  token: string,
  height: number,
  currentQuote: bigint | null,
  timeframe: '4h' | '24h',
): Promise<PriceChange | null> {
  if (currentQuote === null) return null;
  const before = await quoteAt(db, network, token, priceChangeReferenceBlock(height, timeframe));
  return before === null ? null : getPriceChangeFromQuotes(currentQuote, before);
}

export async function blockTimes(
  db: Database,
  network: ProductNetwork,
  heights: readonly number[],
): Promise<Map<number, number>> {
  if (heights.length === 0) return new Map();
  const rows = await db
    .select({ height: chainBlocks.height, time: chainBlocks.time })
    .from(chainBlocks)
    .where(and(eq(chainBlocks.network, network), inArray(chainBlocks.height, [...heights])));
  return new Map(rows.map((row) => [row.height, row.time]));
}

/** A token's NativeSwap price now, its 4h and 24h change, and candles of the interval. */
export async function tokenPrices(
  db: Database,
  network: ProductNetwork,
  token: TokenRef,
  interval: CandleInterval,
): Promise<TokenPrices> {
  const ref = tokenRef(token);
  const price = (quote: bigint | null) =>
    quote === null ? null : satoshisPerWholeToken(quote, token.decimals, PRICE_FRACTION_DIGITS);
  const height = await marketHeight(db, network);
  if (height === null) {
    return {
      token: ref,
      currentBlock: null,
      quote: null,
      priceSats: null,
      priceChange4h: null,
      priceChange24h: null,
      interval,
      candles: [],
    };
  }
  const quote = await quoteAt(db, network, token.address, height);
  const range = candleRange(height, CANDLE_INTERVAL_BLOCKS[interval], CANDLE_COUNT);
  const [change4h, change24h, before, points, swaps] = await Promise.all([
    priceChangeOver(db, network, token.address, height, quote, '4h'),
    priceChangeOver(db, network, token.address, height, quote, '24h'),
    range.firstStart === 0 ? null : quoteAt(db, network, token.address, range.firstStart - 1),
    db
      .select({ blockNumber: nativePoolStates.blockNumber, quote: nativePoolStates.quote })
      .from(nativePoolStates)
      .where(
        and(
          eq(nativePoolStates.network, network),
          eq(nativePoolStates.token, token.address),
          gte(nativePoolStates.blockNumber, range.firstStart),
          lte(nativePoolStates.blockNumber, height),
        ),
      )
      .orderBy(asc(nativePoolStates.blockNumber)),
    tokenCandleSwaps(db, network, token.address, range, height),
  ]);
  const candles = buildCandles(
    price(before),
    points.map((point) => ({ blockNumber: point.blockNumber, price: price(point.quote) })),
    range,
    new Map([...swaps].map(([start, swap]) => [start, swap.volume])),
  );
  const times = await blockTimes(
    db,
    network,
    candles.map((candle) => candle.startBlock),
  );
  return {
    token: ref,
    currentBlock: height,
    quote,
    priceSats: price(quote),
    priceChange4h: change4h,
    priceChange24h: change24h,
    interval,
    candles: candles.map((candle) => {
      const swap = swaps.get(candle.startBlock);
      return {
        ...candle,
        time: times.get(candle.startBlock) ?? null,
        volumeSats:
          (swap?.nativeSats ?? 0n) +
          valueAtPrice(swap?.ammVolume ?? 0n, candle.close, token.decimals),
      };
    }),
  };
}
