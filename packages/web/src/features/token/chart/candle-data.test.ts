import { describe, expect, it } from 'vitest';
import { chartCandles, chartPricePrecision } from './candle-data.ts';

describe('chartCandles', () => {
  it('puts candles on their first block with prices in sats per token', () => {
    const candle = {
      startBlock: 24,
      endBlock: 29,
      time: null,
      open: 150_000_000n,
      high: 300_000_000n,
      low: 50_000_000n,
      close: 100_000_000n,
    };
    expect(chartCandles([candle])).toEqual([{ time: 24, open: 1.5, high: 3, low: 0.5, close: 1 }]);
  });
});

describe('chartPricePrecision', () => {
  const candle = (high: number) => ({ time: 1, open: high, high, low: high, close: high });
  it('shows whole sats for prices of 100 and up, 2 decimals from 1, 8 below', () => {
    expect(chartPricePrecision([candle(9660.2)])).toBe(0);
    expect(chartPricePrecision([candle(12.5)])).toBe(2);
    expect(chartPricePrecision([candle(0.004)])).toBe(8);
  });
});
