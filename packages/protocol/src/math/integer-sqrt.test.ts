import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { integerSqrt } from './integer-sqrt.ts';

describe('integerSqrt', () => {
  it('floors the square root', () => {
    expect(integerSqrt(0n)).toBe(0n);
    expect(integerSqrt(1n)).toBe(1n);
    expect(integerSqrt(3n)).toBe(1n);
    expect(integerSqrt(4n)).toBe(2n);
    expect(integerSqrt(15n)).toBe(3n);
    expect(integerSqrt(16n)).toBe(4n);
    expect(integerSqrt(17n)).toBe(4n);
    expect(integerSqrt(999_999n)).toBe(999n);
    expect(integerSqrt(1_000_000n)).toBe(1000n);
    expect(integerSqrt(4n * 10n ** 36n)).toBe(2n * 10n ** 18n);
    expect(integerSqrt((1n << 256n) - 1n)).toBe((1n << 128n) - 1n);
  });

  it('rejects negatives', () => {
    expect(() => integerSqrt(-1n)).toThrow(RangeError);
    expect(() => integerSqrt(-(10n ** 40n))).toThrow(RangeError);
  });

  it('satisfies r^2 <= n < (r+1)^2', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 1n << 300n }), (n) => {
        const r = integerSqrt(n);
        expect(r * r).toBeLessThanOrEqual(n);
        expect((r + 1n) * (r + 1n)).toBeGreaterThan(n);
      }),
    );
  });
});
