import { describe, expect, it } from 'vitest';
import { chartCandles } from './candle-data.ts';

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
