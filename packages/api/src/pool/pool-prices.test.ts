import { describe, expect, it } from 'vitest';
import { reservePrice } from './pool-prices.ts';

describe('reservePrice', () => {
  it('gives whole quote tokens per whole base token with 8 fraction digits, rounded down', () => {
    const e18 = 10n ** 18n;
    expect(reservePrice(10_000n * e18, 18, 20_000n * e18, 18)).toBe(200_000_000n);
    expect(reservePrice(20_000n * e18, 18, 10_000n * e18, 18)).toBe(50_000_000n);
    // 3 whole tokens of 8 decimals against 1 whole token of 18: a third, rounded down.
    expect(reservePrice(3n * 10n ** 8n, 8, e18, 18)).toBe(33_333_333n);
    expect(reservePrice(e18, 18, 3n * 10n ** 8n, 8)).toBe(300_000_000n);
  });

  it('has no price while either side is empty', () => {
    expect(reservePrice(0n, 18, 5n, 18)).toBeNull();
    expect(reservePrice(5n, 18, 0n, 18)).toBeNull();
  });
});
