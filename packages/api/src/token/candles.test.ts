import { describe, expect, it } from 'vitest';
import { buildCandles, candleRange } from './candles.ts';

describe('candleRange', () => {
  it('ends with the run that holds the height, runs aligned to their width', () => {
    expect(candleRange(40, 6, 3)).toEqual({ firstStart: 24, lastStart: 36, width: 6 });
    expect(candleRange(5, 6, 120)).toEqual({ firstStart: 0, lastStart: 0, width: 6 });
  });
});

describe('buildCandles', () => {
  const range = { firstStart: 12, lastStart: 30, width: 6 };

  it('opens each candle at the standing price and follows the prices inside it', () => {
    const candles = buildCandles(
      100n,
      [
        { blockNumber: 13, price: 120n },
        { blockNumber: 14, price: 90n },
        { blockNumber: 17, price: 95n },
        { blockNumber: 25, price: 130n },
        { blockNumber: 26, price: null },
      ],
      range,
    );
    expect(candles).toEqual([
      { startBlock: 12, endBlock: 17, open: 100n, high: 120n, low: 90n, close: 95n },
      // No trade in 18..23: a flat candle at the standing price.
      { startBlock: 18, endBlock: 23, open: 95n, high: 95n, low: 95n, close: 95n },
      { startBlock: 24, endBlock: 29, open: 95n, high: 130n, low: 95n, close: 130n },
      { startBlock: 30, endBlock: 35, open: 130n, high: 130n, low: 130n, close: 130n },
    ]);
  });

  it('leaves out the runs before the first price', () => {
    expect(buildCandles(null, [{ blockNumber: 20, price: 7n }], range)).toEqual([
      { startBlock: 18, endBlock: 23, open: 7n, high: 7n, low: 7n, close: 7n },
      { startBlock: 24, endBlock: 29, open: 7n, high: 7n, low: 7n, close: 7n },
      { startBlock: 30, endBlock: 35, open: 7n, high: 7n, low: 7n, close: 7n },
    ]);
    expect(buildCandles(null, [], range)).toEqual([]);
  });
});
