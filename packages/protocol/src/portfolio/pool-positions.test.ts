import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPoolShare, lpPosition, sortPositionsBySharesDescending } from './pool-positions.ts';

describe('lpPosition', () => {
  it('holds the reserves in proportion to the shares, rounded down', () => {
    expect(
      lpPosition({ balance: 250n, totalSupply: 1_000n, reserveA: 4_001n, reserveB: 10n }),
    ).toEqual({
      shares: 250n,
      shareBps: 2_500n,
      userPortionTokenOne: 1_000n,
      userPortionTokenTwo: 2n,
    });
  });

  it('holds nothing without shares or without a supply', () => {
    expect(lpPosition({ balance: 0n, totalSupply: 10n, reserveA: 5n, reserveB: 5n })).toEqual({
      shares: 0n,
      shareBps: 0n,
      userPortionTokenOne: 0n,
      userPortionTokenTwo: 0n,
    });
    expect(lpPosition({ balance: 3n, totalSupply: 0n, reserveA: 5n, reserveB: 5n }).shareBps).toBe(
      0n,
    );
  });

  it('never gives out more than the reserves', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        (supply, reserveA, reserveB) => {
          const balance = supply / 3n;
          const position = lpPosition({ balance, totalSupply: supply, reserveA, reserveB });
          expect(position.userPortionTokenOne).toBeLessThanOrEqual(reserveA);
          expect(position.userPortionTokenTwo).toBeLessThanOrEqual(reserveB);
          expect(position.shareBps).toBeLessThanOrEqual(10_000n);
        },
      ),
    );
  });
});

describe('formatPoolShare', () => {
  it.each([
    [1_234n, 5n, '12.34%'],
    [10_000n, 5n, '100.00%'],
    [1n, 5n, '0.01%'],
    [0n, 5n, '<0.01%'],
    [0n, 0n, '0.00%'],
  ])('shows %s bps (%s shares) as %s', (shareBps, shares, shown) => {
    expect(formatPoolShare({ shareBps, shares })).toBe(shown);
  });
});

describe('sortPositionsBySharesDescending', () => {
  it('puts the largest share of a pool first and leaves out empty positions', () => {
    const sorted = sortPositionsBySharesDescending([
      { name: 'small', shares: 10n, shareBps: 100n },
      { name: 'empty', shares: 0n, shareBps: 0n },
      { name: 'large', shares: 5n, shareBps: 9_000n },
      { name: 'tie-more', shares: 50n, shareBps: 100n },
    ]);
    expect(sorted.map((position) => position.name)).toEqual(['large', 'tie-more', 'small']);
  });
});
