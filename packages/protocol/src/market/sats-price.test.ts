import { describe, expect, it } from 'vitest';
import { satsPriceText } from './sats-price.ts';

describe('satsPriceText', () => {
  it('groups the whole part and keeps the significant fraction', () => {
    expect(satsPriceText(966_021_110_600n)).toBe('9,660.211106 sats');
    expect(satsPriceText(1_000_000_000_000n)).toBe('10,000 sats');
    expect(satsPriceText(123_456_789_000_000n)).toBe('1,234,567.89 sats');
    expect(satsPriceText(1_234n)).toBe('0.00001234 sats');
    expect(satsPriceText(0n)).toBe('0 sats');
  });
});
