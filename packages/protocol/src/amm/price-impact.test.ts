import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getAmountOut } from './amm-math.ts';
import {
  acceptPriceImpactText,
  pathPriceImpactBps,
  priceImpactBps,
  priceImpactNeedsAcceptance,
  priceImpactSeverity,
} from './price-impact.ts';

const R = 10n ** 15n;

describe('priceImpactBps', () => {
  it('is the shortfall against the mid-price output minus 50 bps', () => {
    // Mid-price output 1000, actual 904: 960 bps, less 50.
    expect(priceImpactBps(1000n, 10_000n, 10_000n)).toBe(910n);
  });

  it('floors at zero: a raw impact of exactly 50 bps shows 0, 51 bps shows 1', () => {
    expect(priceImpactBps(101_017_698_323n, R, R)).toBe(0n);
    expect(priceImpactBps(101_017_698_324n, R, R)).toBe(1n);
    expect(priceImpactBps(10n ** 9n, R, R)).toBe(0n);
  });

  it('rises with the trade size (up to 1 bps of output rounding)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 10n ** 4n, max: 10n ** 20n }),
        fc.bigInt({ min: 10n ** 6n, max: 10n ** 24n }),
        fc.bigInt({ min: 10n ** 6n, max: 10n ** 24n }),
        (amountIn, reserveIn, reserveOut) => {
          const impact = priceImpactBps(amountIn, reserveIn, reserveOut);
          expect(impact).toBeGreaterThanOrEqual(0n);
          expect(impact).toBeLessThanOrEqual(10_000n);
          fc.pre(getAmountOut(amountIn, reserveIn, reserveOut) >= 10n ** 4n);
          expect(priceImpactBps(amountIn * 10n, reserveIn, reserveOut)).toBeGreaterThanOrEqual(
            impact - 1n,
          );
        },
      ),
    );
  });
});

describe('pathPriceImpactBps', () => {
  it('subtracts the fee of every hop: a tiny two-hop swap has no impact', () => {
    // Raw 99 bps (two 0.5 percent fees); one 50 bps deduction would have shown 49.
    const hops = [
      { reserveIn: R, reserveOut: R },
      { reserveIn: R, reserveOut: R },
    ];
    expect(pathPriceImpactBps(10n ** 8n, hops)).toBe(0n);
  });

  it('equals the single-pool impact for a one-hop path', () => {
    expect(pathPriceImpactBps(1000n, [{ reserveIn: 10_000n, reserveOut: 10_000n }])).toBe(910n);
  });

  it('compounds across hops', () => {
    const hops = [
      { reserveIn: 10_000n, reserveOut: 10_000n },
      { reserveIn: 10_000n, reserveOut: 10_000n },
    ];
    // 1000 -> 904 -> 825: shortfall 1750 bps, less 2 x 50.
    expect(pathPriceImpactBps(1000n, hops)).toBe(1650n);
  });
});

describe('priceImpactSeverity', () => {
  it('is high above 5 percent and very high above 15 percent', () => {
    expect(priceImpactSeverity(0n)).toBe('normal');
    expect(priceImpactSeverity(500n)).toBe('normal');
    expect(priceImpactSeverity(501n)).toBe('high');
    expect(priceImpactSeverity(1_500n)).toBe('high');
    expect(priceImpactSeverity(1_501n)).toBe('very-high');
    expect(priceImpactSeverity(9_800n)).toBe('very-high');
  });

  it('asks the user to accept only a very high impact', () => {
    expect(priceImpactNeedsAcceptance(null)).toBe(false);
    expect(priceImpactNeedsAcceptance(1_500n)).toBe(false);
    expect(priceImpactNeedsAcceptance(1_501n)).toBe(true);
    expect(acceptPriceImpactText(9_800n)).toBe('I accept a price impact of 98.00%');
  });

  it('never gets milder as the impact grows', () => {
    const order = ['normal', 'high', 'very-high'];
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10_000n }), (bps) => {
        const rank = order.indexOf(priceImpactSeverity(bps));
        expect(order.indexOf(priceImpactSeverity(bps + 1n))).toBeGreaterThanOrEqual(rank);
      }),
    );
  });
});
