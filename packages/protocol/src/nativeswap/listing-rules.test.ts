import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkListingValue, netListedAmount, priorityTokenTax } from './listing-rules.ts';

describe('priorityTokenTax', () => {
  it('takes 3 percent, rounded down', () => {
    expect(priorityTokenTax(1_000n)).toBe(30n);
    expect(priorityTokenTax(33n)).toBe(0n);
    expect(priorityTokenTax(34n)).toBe(1n);
    expect(priorityTokenTax(10n ** 22n)).toBe(3n * 10n ** 20n);
  });

  it('equals floor(amount x 30 / 1000)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), (amount) => {
        expect(priorityTokenTax(amount)).toBe((amount * 30n) / 1000n);
      }),
    );
  });
});

describe('netListedAmount', () => {
  it('removes the tax from priority listings only', () => {
    expect(netListedAmount(1_000n, true)).toBe(970n);
    expect(netListedAmount(1_000n, false)).toBe(1_000n);
  });

  it('takes a configured tax percent', () => {
    expect(priorityTokenTax(1_000n, 5n)).toBe(50n);
    expect(netListedAmount(1_000n, true, 5n)).toBe(950n);
    expect(netListedAmount(1_000n, false, 5n)).toBe(1_000n);
  });
});

describe('checkListingValue', () => {
  const oneUnitPerSat = 10n ** 8n;

  it('accepts a listing worth exactly the 50,000-sat minimum and refuses one sat less', () => {
    expect(() => checkListingValue(50_000n, oneUnitPerSat)).not.toThrow();
    expect(() => checkListingValue(49_999n, oneUnitPerSat)).toThrow(
      'NATIVE_SWAP: Liquidity value is too low in satoshis. (provided: 49999.)',
    );
  });

  it('takes the contract’s own minimum as a parameter', () => {
    expect(() => checkListingValue(10_000n, oneUnitPerSat, 10_000n)).not.toThrow();
  });

  it('refuses a zero quote', () => {
    expect(() => checkListingValue(50_000n, 0n)).toThrow(
      'NATIVE_SWAP: Quote is zero. Please set initial price if you are the owner of the token.',
    );
  });
});
