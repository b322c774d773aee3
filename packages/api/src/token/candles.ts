import { PRICE_FRACTION_DIGITS, type PriceCandle } from '@opswap/protocol/schemas/market';

/** A price recorded at the end of a block; null when the pool had no price then. */
export interface PricePoint {
  blockNumber: number;
  price: bigint | null;
}

export interface CandleRange {
  /** The first block of the first and of the last candle; both multiples of width. */
  firstStart: number;
  lastStart: number;
  width: number;
}

/** The first block of the candle of `width` blocks that holds a block. */
export const candleStart = (blockNumber: number, width: number) =>
  Math.floor(blockNumber / width) * width;

/** The candles of `count` intervals of `width` blocks ending with the one holding `height`. */
export function candleRange(height: number, width: number, count: number): CandleRange {
  const lastStart = candleStart(height, width);
  return { firstStart: Math.max(0, lastStart - (count - 1) * width), lastStart, width };
}

export type CandleWithoutTime = Omit<PriceCandle, 'time'>;

/**
 * Open, high, low and close per run of blocks, and the volume traded in it (`volumes`, by the
 * run's first block). A candle opens at the price standing before it (the previous close, or
 * `before` for the first) and moves with the prices recorded inside it; runs before the first
 * price are left out, their volume with them. A block without a price leaves the last one standing.
 */
export function buildCandles(
  before: bigint | null,
  points: readonly PricePoint[],
  range: CandleRange,
  volumes: ReadonlyMap<number, bigint>,
): CandleWithoutTime[] {
  const candles: CandleWithoutTime[] = [];
  let standing = before;
  let next = 0;
  for (let start = range.firstStart; start <= range.lastStart; start += range.width) {
    const end = start + range.width - 1;
    let open = standing;
    let high = standing;
    let low = standing;
    for (; next < points.length && (points[next] as PricePoint).blockNumber <= end; next++) {
      const { price, blockNumber } = points[next] as PricePoint;
      if (price === null || blockNumber < start) continue;
      if (open === null) open = price;
      high = high === null || price > high ? price : high;
      low = low === null || price < low ? price : low;
      standing = price;
    }
    if (open === null || high === null || low === null || standing === null) continue;
    candles.push({
      startBlock: start,
      endBlock: end,
      open,
      high,
      low,
      close: standing,
      volume: volumes.get(start) ?? 0n,
    });
  }
  return candles;
}

/**
 * Tokens valued at a price in priceSats units (sats per whole token with PRICE_FRACTION_DIGITS
 * fraction digits), rounded down.
 */
export function valueAtPrice(tokens: bigint, price: bigint, decimals: number): bigint {
  return (tokens * price) / 10n ** BigInt(decimals + PRICE_FRACTION_DIGITS);
}
