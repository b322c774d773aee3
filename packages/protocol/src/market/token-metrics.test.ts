import { describe, expect, it } from 'vitest';
import { sellingPressureRatioBps, utilizationRateBps } from './token-metrics.ts';

describe('utilizationRateBps', () => {
  it('is the reserved share of liquidity in basis points', () => {
    expect(utilizationRateBps(25n, 100n)).toBe(2500n);
    expect(utilizationRateBps(1n, 3n)).toBe(3333n);
    expect(utilizationRateBps(5n, 0n)).toBe(0n);
  });
});

describe('sellingPressureRatioBps', () => {
  it('is the queued share of liquidity in basis points', () => {
    expect(sellingPressureRatioBps(100n, 100n)).toBe(10_000n);
    expect(sellingPressureRatioBps(0n, 100n)).toBe(0n);
    expect(sellingPressureRatioBps(5n, 0n)).toBe(0n);
  });
});
