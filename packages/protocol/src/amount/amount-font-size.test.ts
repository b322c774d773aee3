import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountFontSizePx } from './amount-font-size.ts';

describe('amountFontSizePx', () => {
  it('is 40 px up to 10 characters, then shrinks to 12 px', () => {
    expect(amountFontSizePx('')).toBe(40);
    expect(amountFontSizePx('1234567890')).toBe(40);
    expect(amountFontSizePx('12345678901')).toBe(36);
    expect(amountFontSizePx('1'.repeat(20))).toBe(20);
    expect(amountFontSizePx('1'.repeat(200))).toBe(12);
  });

  it('never grows as the text gets longer and stays within 12 to 40 px', () => {
    fc.assert(
      fc.property(fc.nat(300), (length) => {
        const size = amountFontSizePx('9'.repeat(length));
        expect(size).toBeGreaterThanOrEqual(12);
        expect(size).toBeLessThanOrEqual(40);
        expect(amountFontSizePx('9'.repeat(length + 1))).toBeLessThanOrEqual(size);
      }),
    );
  });
});
