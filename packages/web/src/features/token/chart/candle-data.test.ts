import { describe, expect, it } from 'vitest';
import { chartPricePrecision, chartSeries } from './candle-data.ts';

const candle = (startBlock: number, open: bigint, close: bigint, volumeSats: bigint) => ({
  startBlock,
  endBlock: startBlock + 5,
  time: null,
  open,
  high: 300_000_000n,
  low: 50_000_000n,
  close,
  volume: 7n * 10n ** 18n,
  volumeSats,
});

describe('chartSeries', () => {
  it('puts candles on their first block with prices in sats per token', () => {
    expect(chartSeries([candle(24, 150_000_000n, 100_000_000n, 0n)]).candles).toEqual([
      { time: 24, open: 1.5, high: 3, low: 0.5, close: 1 },
    ]);
  });

  it('puts each candle volume in sats under it, down when the candle closes below its open', () => {
    const { volumes } = chartSeries([
      candle(24, 150_000_000n, 100_000_000n, 2_500_000n),
      candle(30, 100_000_000n, 100_000_000n, 0n),
      candle(36, 100_000_000n, 100_000_001n, 12_345_678_901n),
    ]);
    expect(volumes).toEqual([
      { time: 24, value: 2_500_000, direction: 'down' },
      { time: 30, value: 0, direction: 'up' },
      { time: 36, value: 12_345_678_901, direction: 'up' },
    ]);
  });
});

describe('chartPricePrecision', () => {
  it('shows whole sats for prices of 100 and up, 2 decimals from 1, 8 below', () => {
    expect(chartPricePrecision([9660.2])).toBe(0);
    expect(chartPricePrecision([12.5, 3])).toBe(2);
    expect(chartPricePrecision([0.004])).toBe(8);
  });
});
