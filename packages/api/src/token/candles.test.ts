import { describe, expect, it } from 'vitest';
import { buildCandles, candleRange, valueAtPrice } from './candles.ts';

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
      new Map([
        [12, 40n],
        [18, 7n],
      ]),
    );
    expect(candles).toEqual([
      { startBlock: 12, endBlock: 17, open: 100n, high: 120n, low: 90n, close: 95n, volume: 40n },
      // Swaps in 18..23 that left the price where it stood: a flat candle with their volume.
      { startBlock: 18, endBlock: 23, open: 95n, high: 95n, low: 95n, close: 95n, volume: 7n },
      { startBlock: 24, endBlock: 29, open: 95n, high: 130n, low: 95n, close: 130n, volume: 0n },
      { startBlock: 30, endBlock: 35, open: 130n, high: 130n, low: 130n, close: 130n, volume: 0n },
    ]);
  });

  it('leaves out the runs before the first price, with their volume', () => {
    const flat = { open: 7n, high: 7n, low: 7n, close: 7n };
    expect(
      buildCandles(
        null,
        [{ blockNumber: 20, price: 7n }],
        range,
        new Map([
          [12, 5n],
          [24, 3n],
        ]),
      ),
    ).toEqual([
      { startBlock: 18, endBlock: 23, ...flat, volume: 0n },
      { startBlock: 24, endBlock: 29, ...flat, volume: 3n },
      { startBlock: 30, endBlock: 35, ...flat, volume: 0n },
    ]);
    expect(buildCandles(null, [], range, new Map([[12, 5n]]))).toEqual([]);
  });
});

describe('valueAtPrice', () => {
  it('values base units at sats per whole token with 8 fraction digits, rounded down', () => {
    // 100 MOTO (18 decimals) at 10,204.08163265 sats each.
    expect(valueAtPrice(100n * 10n ** 18n, 1_020_408_163_265n, 18)).toBe(1_020_408n);
    // 3 units of a 0-decimals token at 1.5 sats: 4.5 sats, rounded down.
    expect(valueAtPrice(3n, 150_000_000n, 0)).toBe(4n);
  });
});
