import { PRICE_FRACTION_DIGITS, type Candle } from '@opswap/protocol/schemas/market';

/** A candle as the chart draws it: x is the candle's first block, prices in sats per token. */
export interface ChartCandle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

const PRICE_SCALE = 10 ** PRICE_FRACTION_DIGITS;

// The chart library draws with floating point numbers; this is the one place prices become numbers,
// for drawing only (every amount the app computes with stays a bigint).
const satsPerToken = (price: bigint): number => Number(price) / PRICE_SCALE;

/**
 * The api's candles for the chart, on a block axis: blocks are unique and ordered where block
 * times are not (regtest mines several blocks in one second).
 */
export function chartCandles(candles: readonly Candle[]): ChartCandle[] {
  return candles.map((candle) => ({
    time: candle.startBlock,
    open: satsPerToken(candle.open),
    high: satsPerToken(candle.high),
    low: satsPerToken(candle.low),
    close: satsPerToken(candle.close),
  }));
}

/**
 * Decimals on the price axis: enough to tell candles apart, no more (a 9,660-sat price needs
 * none, a 0.004-sat one eight).
 */
export function chartPricePrecision(candles: readonly ChartCandle[]): number {
  const highest = Math.max(0, ...candles.map((candle) => candle.high));
  if (highest >= 100) return 0;
  if (highest >= 1) return 2;
  return 8;
}
