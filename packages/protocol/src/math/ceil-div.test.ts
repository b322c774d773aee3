import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ceilDiv } from './ceil-div.ts';

describe('ceilDiv', () => {
  it('rounds a remainder up and leaves an exact quotient alone', () => {
    expect(ceilDiv(0n, 3n)).toBe(0n);
    expect(ceilDiv(1n, 3n)).toBe(1n);
    expect(ceilDiv(6n, 3n)).toBe(2n);
    expect(ceilDiv(7n, 3n)).toBe(3n);
  });

  it('is the least q with q x b >= a', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        (a, b) => {
          const q = ceilDiv(a, b);
          expect(q * b).toBeGreaterThanOrEqual(a);
          expect((q - 1n) * b).toBeLessThan(a);
        },
      ),
    );
  });
});
