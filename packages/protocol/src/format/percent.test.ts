import { describe, expect, it } from 'vitest';
import { formatBasisPointsPercent } from './percent.ts';

describe('formatBasisPointsPercent', () => {
  it.each([
    [0n, '0.00%'],
    [1n, '0.01%'],
    [12n, '0.12%'],
    [250n, '2.50%'],
    [10_000n, '100.00%'],
    [1_234_567n, '12,345.67%'],
    [-5n, '-0.05%'],
  ])('prints %s bps as %s', (bps, text) => {
    expect(formatBasisPointsPercent(bps)).toBe(text);
  });
});
