import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lnRatioScaled } from './fixed-point-ln.ts';

const E6 = 10n ** 6n;
const E18 = 10n ** 18n;

describe('lnRatioScaled', () => {
  it('gives ln 2 and ln 10 to the last digit', () => {
    expect(lnRatioScaled(2n, 1n, E6)).toBe(693_147n);
    expect(lnRatioScaled(2n, 1n, E18)).toBe(693_147_180_559_945_309n);
    expect(lnRatioScaled(10n, 1n, E6)).toBe(2_302_585n);
    expect(lnRatioScaled(10n, 1n, E18)).toBe(2_302_585_092_994_045_684n);
    expect(lnRatioScaled(20n, 10n, E6)).toBe(693_147n);
  });

  it('resolves ratios barely above one', () => {
    // ln(1 + 1e-9) = 1e-9 - 5e-19 + ...: at 1e18 that floors to 999999999.
    expect(lnRatioScaled(10n ** 9n + 1n, 10n ** 9n, E18)).toBe(999_999_999n);
    expect(lnRatioScaled(10n ** 9n + 1n, 10n ** 9n, E6)).toBe(0n);
    expect(lnRatioScaled(5n, 5n, E18)).toBe(0n);
  });

  it('handles huge ratios', () => {
    expect(lnRatioScaled(1n << 200n, 1n, E6)).toBe(138_629_436n);
    expect(lnRatioScaled(10n ** 30n, 1n, E6)).toBe(69_077_552n);
    expect(lnRatioScaled((1n << 256n) - 1n, 3n, E18)).toBe(176_347_065_934_677_889_519n);
  });

  it('floors ratios below one towards minus infinity', () => {
    expect(lnRatioScaled(1n, 2n, E6)).toBe(-693_148n);
    expect(lnRatioScaled(3n, 7n, E18)).toBe(-847_297_860_387_203_614n);
    expect(lnRatioScaled(1n, 10n ** 40n, E6)).toBe(-92_103_404n);
  });

  it('rejects non-positive inputs', () => {
    expect(() => lnRatioScaled(0n, 1n, E6)).toThrow(RangeError);
    expect(() => lnRatioScaled(1n, 0n, E6)).toThrow(RangeError);
    expect(() => lnRatioScaled(-2n, 1n, E6)).toThrow(RangeError);
    expect(() => lnRatioScaled(2n, 1n, 0n)).toThrow(RangeError);
  });

  it('agrees with floating-point ln within one unit at 1e6', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        (numerator, denominator) => {
          const expected = Math.log(Number(numerator) / Number(denominator)) * 1e6;
          const actual = Number(lnRatioScaled(numerator, denominator, E6));
          expect(Math.abs(actual - Math.floor(expected))).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('is additive and monotonic at 1e18', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 40n }),
        fc.bigInt({ min: 1n, max: 10n ** 40n }),
        (a, b) => {
          const sum = lnRatioScaled(a, 1n, E18) + lnRatioScaled(b, 1n, E18);
          const product = lnRatioScaled(a * b, 1n, E18);
          expect(product - sum >= -2n && product - sum <= 2n).toBe(true);
          expect(lnRatioScaled(a + 1n, b, E18)).toBeGreaterThanOrEqual(lnRatioScaled(a, b, E18));
        },
      ),
    );
  });
});
