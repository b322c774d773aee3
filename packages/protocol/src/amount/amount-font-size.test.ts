import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_CHARACTER_WIDTH_EM, amountFontSizePx } from './amount-font-size.ts';

/** A field wide enough for any length rule: only the character count decides. */
const WIDE = 10_000;
/** The amount input's width beside the token button on a 390 px phone. */
const PHONE = 178;

describe('amountFontSizePx', () => {
  it('is 40 px up to 10 characters, then shrinks to 12 px', () => {
    expect(amountFontSizePx('', WIDE)).toBe(40);
    expect(amountFontSizePx('1234567890', WIDE)).toBe(40);
    expect(amountFontSizePx('12345678901', WIDE)).toBe(36);
    expect(amountFontSizePx('1'.repeat(20), WIDE)).toBe(20);
    expect(amountFontSizePx('1'.repeat(200), WIDE)).toBe(12);
  });

  it('shrinks a shorter text too when the field is too narrow for it at 40 px', () => {
    expect(amountFontSizePx('12345.678', PHONE)).toBe(28);
    expect(amountFontSizePx('20.019998', PHONE)).toBe(28);
    expect(amountFontSizePx('1234', PHONE)).toBe(40);
    expect(amountFontSizePx('1'.repeat(40), PHONE)).toBe(12);
  });

  it('stays within 12 to 40 px, never grows with the length and fits the field above 12 px', () => {
    fc.assert(
      fc.property(fc.nat(300), fc.nat(2_000), (length, width) => {
        const size = amountFontSizePx('9'.repeat(length), width);
        expect(size).toBeGreaterThanOrEqual(12);
        expect(size).toBeLessThanOrEqual(40);
        expect(amountFontSizePx('9'.repeat(length + 1), width)).toBeLessThanOrEqual(size);
        expect(amountFontSizePx('9'.repeat(length), width + 1)).toBeGreaterThanOrEqual(size);
        if (size > 12) {
          expect(Math.max(length, 1) * AMOUNT_CHARACTER_WIDTH_EM * size).toBeLessThanOrEqual(width);
        }
      }),
    );
  });
});
