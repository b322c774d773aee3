import type { Candle } from '@opswap/protocol/schemas/market';

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

/** The candles of `count` intervals of `width` blocks ending with the one holding `height`. */
export function candleRange(height: number, width: number, count: number): CandleRange {
  const lastStart = Math.floor(height / width) * width;
  return { firstStart: Math.max(0, lastStart - (count - 1) * width), lastStart, width };
}

/**
 * Open, high, low and close per run of blocks. A candle opens at the price standing before it
 * (the previous close, or `before` for the first) and moves with the prices recorded inside it;
 * runs before the first price are left out. A block without a price leaves the last one standing.
 */
export function buildCandles(
  before: bigint | null,
  points: readonly PricePoint[],
  range: CandleRange,
): Omit<Candle, 'time'>[] {
  const candles: Omit<Candle, 'time'>[] = [];
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
    candles.push({ startBlock: start, endBlock: end, open, high, low, close: standing });
  }
  return candles;
}
