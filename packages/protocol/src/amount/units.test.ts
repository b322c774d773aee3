import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TOKEN_DECIMALS, UINT256_MAX, formatUnits, parseUnits } from './units.ts';

const decimalsArbitrary = fc.integer({ min: 0, max: MAX_TOKEN_DECIMALS });
const uint256Arbitrary = fc.bigInt({ min: 0n, max: UINT256_MAX });

describe('parseUnits', () => {
  it.each([
    ['1', 8, 100_000_000n],
    ['0.0005', 8, 50_000n],
    ['12.5', 18, 12_500_000_000_000_000_000n],
    ['.5', 1, 5n],
    ['5.', 2, 500n],
    ['0.', 8, 0n],
    ['007', 0, 7n],
    ['0.00000001', 8, 1n],
  ])('parses %s with %i decimals', (text, decimals, units) => {
    expect(parseUnits(text, decimals)).toBe(units);
  });

  it.each(['', '.', '-1', '+1', '1e5', '1,000', ' 1', '1 ', '1.2.3', 'abc', '0x10', 'Infinity'])(
    'rejects the malformed text %j',
    (text) => {
      expect(() => parseUnits(text, 8)).toThrow(Error);
    },
  );

  it('accepts exactly `decimals` fraction digits and rejects one more', () => {
    expect(parseUnits('0.12345678', 8)).toBe(12_345_678n);
    expect(() => parseUnits('0.123456789', 8)).toThrow('more than 8 fraction digits');
    expect(() => parseUnits('1.0', 0)).toThrow('more than 0 fraction digits');
  });

  it('accepts uint256 max and rejects one more', () => {
    expect(parseUnits(UINT256_MAX.toString(), 0)).toBe(UINT256_MAX);
    expect(parseUnits(formatUnits(UINT256_MAX, 32), 32)).toBe(UINT256_MAX);
    expect(() => parseUnits((UINT256_MAX + 1n).toString(), 0)).toThrow('above the largest uint256');
    expect(() => parseUnits(formatUnits(UINT256_MAX + 1n, 18), 18)).toThrow('uint256');
  });

  it.each([-1, 33, 1.5, Number.NaN])('rejects %s decimals', (decimals) => {
    expect(() => parseUnits('1', decimals)).toThrow(RangeError);
  });
});

describe('formatUnits', () => {
  it.each([
    [100_000_000n, 8, '1'],
    [50_000n, 8, '0.0005'],
    [1n, 8, '0.00000001'],
    [0n, 8, '0'],
    [0n, 0, '0'],
    [7n, 0, '7'],
    [1_230_000n, 6, '1.23'],
    [10n ** 32n, 32, '1'],
    [-150n, 2, '-1.5'],
  ])('prints %s with %i decimals as %s', (units, decimals, text) => {
    expect(formatUnits(units, decimals)).toBe(text);
  });

  it('prints uint256 max without loss', () => {
    expect(formatUnits(UINT256_MAX, 0)).toBe(UINT256_MAX.toString());
    expect(formatUnits(UINT256_MAX, 18)).toBe(
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    );
  });

  it('rejects decimals above 32', () => {
    expect(() => formatUnits(1n, 33)).toThrow(RangeError);
  });
});

describe('parseUnits and formatUnits', () => {
  it('round trip any uint256 through text', () => {
    fc.assert(
      fc.property(uint256Arbitrary, decimalsArbitrary, (units, decimals) => {
        expect(parseUnits(formatUnits(units, decimals), decimals)).toBe(units);
      }),
    );
  });

  it('round trip any canonical decimal text', () => {
    const canonicalText = decimalsArbitrary.chain((decimals) =>
      fc.tuple(
        fc.constant(decimals),
        fc.bigInt({ min: 0n, max: 10n ** 40n }).map(String),
        fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: decimals }),
      ),
    );
    fc.assert(
      fc.property(canonicalText, ([decimals, whole, rawFraction]) => {
        const fraction = rawFraction.replace(/0+$/, '');
        const text = fraction === '' ? whole : `${whole}.${fraction}`;
        expect(formatUnits(parseUnits(text, decimals), decimals)).toBe(text);
      }),
    );
  });
});
