import { describe, expect, it } from 'vitest';
import { formatSatsPrice, satsPriceText } from './sats-price.ts';

describe('formatSatsPrice', () => {
  it('groups the whole part and keeps the significant fraction', () => {
    expect(formatSatsPrice(966_021_110_600n)).toBe('9,660.211106');
    expect(formatSatsPrice(1_000_000_000_000n)).toBe('10,000');
    expect(formatSatsPrice(1_234n)).toBe('0.00001234');
    expect(formatSatsPrice(0n)).toBe('0');
  });

  it('adds the unit', () => {
    expect(satsPriceText(123_456_789_000_000n)).toBe('1,234,567.89 sats');
  });
});
