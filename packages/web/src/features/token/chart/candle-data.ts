import { PRICE_FRACTION_DIGITS, type Candle } from '@opswap/protocol/schemas/market';

/** A candle as the chart draws it: x is the candle's first block, prices in sats per token. */
export interface ChartCandle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** A volume bar under its candle: the sats its blocks' swaps were worth, and the candle's way. */
export interface ChartVolume {
  time: number;
  value: number;
  direction: 'up' | 'down';
}

/** Both series of the price chart, one entry per candle. */
export interface ChartSeries {
  candles: ChartCandle[];
  volumes: ChartVolume[];
}

const PRICE_SCALE = 10 ** PRICE_FRACTION_DIGITS;

// The chart library draws with floating point numbers; this is the one place prices and volumes
// become numbers, for drawing only (every amount the app computes with stays a bigint).
export const chartPrice = (price: bigint): number => Number(price) / PRICE_SCALE;

/**
 * The api's candles for the chart, on a block axis: blocks are unique and ordered where block
 * times are not (regtest mines several blocks in one second). A candle closing below its open is
 * down, any other up, as the candles themselves are coloured.
 */
export function chartSeries(candles: readonly Candle[]): ChartSeries {
  return {
    candles: candles.map((candle) => ({
      time: candle.startBlock,
      open: chartPrice(candle.open),
      high: chartPrice(candle.high),
      low: chartPrice(candle.low),
      close: chartPrice(candle.close),
    })),
    volumes: candles.map((candle) => ({
      time: candle.startBlock,
      value: Number(candle.volumeSats),
      direction: candle.close < candle.open ? 'down' : 'up',
    })),
  };
}

/**
 * Decimals on a price axis: enough to tell prices apart, no more (a 9,660-sat price needs none,
 * a 0.004-sat one eight).
 */
export function chartPricePrecision(prices: readonly number[]): number {
  const highest = Math.max(0, ...prices);
  if (highest >= 100) return 0;
  if (highest >= 1) return 2;
  return 8;
}
