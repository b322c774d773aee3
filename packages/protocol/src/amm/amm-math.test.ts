import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AmmError } from './amm-error.ts';
import type { AmmErrorReason } from './amm-error.ts';
import { getAmountIn, getAmountOut, getAmountsIn, getAmountsOut, quote } from './amm-math.ts';
import type { SwapFee } from './amm-math.ts';

const LEGACY_FEE: SwapFee = { numerator: 997n, denominator: 1000n };
const E18 = 10n ** 18n;

function reasonOf(run: () => unknown): AmmErrorReason | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AmmError) return error.reason;
    throw error;
  }
  return undefined;
}

describe('quote', () => {
  it('follows the pool ratio, rounding down (legacy vector quote(1,100,200)=2)', () => {
    expect(quote(1n, 100n, 200n)).toBe(2n);
    expect(quote(3n, 200n, 100n)).toBe(1n);
  });

  it('rejects a zero amount and empty reserves', () => {
    expect(reasonOf(() => quote(0n, 100n, 200n))).toBe('INSUFFICIENT_AMOUNT');
    expect(reasonOf(() => quote(1n, 0n, 200n))).toBe('INSUFFICIENT_LIQUIDITY');
    expect(reasonOf(() => quote(1n, 100n, 0n))).toBe('INSUFFICIENT_LIQUIDITY');
  });
});

describe('getAmountOut', () => {
  it('matches the legacy MotoSwap vectors with the 997 fee', () => {
    expect(getAmountOut(2n, 100n, 100n, LEGACY_FEE)).toBe(1n);
    expect(getAmountOut(E18, 5n * E18, 10n * E18, LEGACY_FEE)).toBe(1662497915624478906n);
  });

  it('charges the product fee of 995/1000 by default', () => {
    expect(getAmountOut(E18, 5n * E18, 10n * E18)).toBe(1659716430358632193n);
    expect(getAmountOut(1000n, 10_000n, 10_000n)).toBe(904n);
  });

  it('rejects a zero input on the boundary and accepts one unit', () => {
    expect(reasonOf(() => getAmountOut(0n, 100n, 100n))).toBe('INSUFFICIENT_INPUT_AMOUNT');
    expect(getAmountOut(1n, 100n, 100n)).toBe(0n);
  });

  it('rejects empty reserves', () => {
    expect(reasonOf(() => getAmountOut(1n, 0n, 100n))).toBe('INSUFFICIENT_LIQUIDITY');
    expect(reasonOf(() => getAmountOut(1n, 100n, 0n))).toBe('INSUFFICIENT_LIQUIDITY');
  });

  it('never lets the product of reserves decrease, and is monotonic in the input', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        (amountIn, reserveIn, reserveOut) => {
          const out = getAmountOut(amountIn, reserveIn, reserveOut);
          expect(out).toBeLessThan(reserveOut);
          expect((reserveIn + amountIn) * (reserveOut - out)).toBeGreaterThanOrEqual(
            reserveIn * reserveOut,
          );
          expect(getAmountOut(amountIn + 1n, reserveIn, reserveOut)).toBeGreaterThanOrEqual(out);
        },
      ),
    );
  });
});

describe('getAmountIn', () => {
  it('matches the legacy vector getAmountIn(1,100,100)=2', () => {
    expect(getAmountIn(1n, 100n, 100n, LEGACY_FEE)).toBe(2n);
    expect(getAmountIn(1n, 100n, 100n)).toBe(2n);
  });

  it('rounds up: floor(rIn x out x 1000 / ((rOut - out) x 995)) + 1', () => {
    // 10000 x 904 x 1000 / (9096 x 995) = 998.87..., so 999 is the least input for 904 out.
    expect(getAmountIn(904n, 10_000n, 10_000n)).toBe(999n);
    expect(getAmountOut(999n, 10_000n, 10_000n)).toBe(904n);
    expect(getAmountOut(998n, 10_000n, 10_000n)).toBe(903n);
  });

  it('rejects a zero output, empty reserves and an output of the whole reserve', () => {
    expect(reasonOf(() => getAmountIn(0n, 100n, 100n))).toBe('INSUFFICIENT_OUTPUT_AMOUNT');
    expect(reasonOf(() => getAmountIn(1n, 0n, 100n))).toBe('INSUFFICIENT_LIQUIDITY');
    expect(reasonOf(() => getAmountIn(100n, 100n, 100n))).toBe('INSUFFICIENT_LIQUIDITY');
    expect(getAmountIn(99n, 100n, 100n)).toBe(9950n);
  });

  it('asks at most one unit more on the way back when the way out divided exactly', () => {
    const reserveOut = 999999999999985789145284797996n;
    const amountIn = getAmountIn(reserveOut / 6n, 4n, reserveOut);
    const outFromIn = getAmountOut(amountIn, 4n, reserveOut);
    expect(getAmountIn(outFromIn, 4n, reserveOut)).toBe(amountIn + 1n);
    expect(
      getAmountOut(getAmountIn(outFromIn, 4n, reserveOut), 4n, reserveOut),
    ).toBeGreaterThanOrEqual(outFromIn);
  });

  it('round-trips in the pool’s favour', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 2n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (reserveIn, reserveOut, divisor) => {
          const amountOut = reserveOut / (divisor + 1n) || 1n;
          const amountIn = getAmountIn(amountOut, reserveIn, reserveOut);
          expect(getAmountOut(amountIn, reserveIn, reserveOut)).toBeGreaterThanOrEqual(amountOut);
          // getAmountIn rounds up by adding 1 to a floor, so when getAmountOut divided exactly the
          // way back can ask one unit more (seen: reserves 4 and ~1e30).
          const outFromIn = getAmountOut(amountIn, reserveIn, reserveOut);
          if (outFromIn > 0n) {
            expect(getAmountIn(outFromIn, reserveIn, reserveOut)).toBeLessThanOrEqual(
              amountIn + 1n,
            );
          }
        },
      ),
    );
  });
});

describe('getAmountsOut / getAmountsIn', () => {
  it('matches the legacy router vectors', () => {
    expect(getAmountsOut(2n, [{ reserveIn: 100_000n, reserveOut: 100_000n }], LEGACY_FEE)).toEqual([
      2n,
      1n,
    ]);
    expect(
      getAmountsOut(10_000n, [{ reserveIn: 10_140_000_000n, reserveOut: 141_000_000n }]),
    ).toEqual([10_000n, 138n]);
  });

  it('chains three hops', () => {
    const hops = [
      { reserveIn: 10_000n, reserveOut: 10_000n },
      { reserveIn: 20_000n, reserveOut: 10_000n },
      { reserveIn: 5_000n, reserveOut: 50_000n },
    ];
    // 1000 -> 904 -> floor(904x995x10000/(20000x1000+904x995)) = 430 -> 3941.
    expect(getAmountsOut(1000n, hops)).toEqual([1000n, 904n, 430n, 3_941n]);
    const amountsIn = getAmountsIn(3_941n, hops);
    expect(amountsIn[3]).toBe(3_941n);
    const forward = getAmountsOut(amountsIn[0] as bigint, hops);
    expect(forward[3]).toBeGreaterThanOrEqual(3_941n);
  });

  it('rejects an empty path', () => {
    expect(reasonOf(() => getAmountsOut(1n, []))).toBe('INVALID_PATH');
    expect(reasonOf(() => getAmountsIn(1n, []))).toBe('INVALID_PATH');
  });

  it('getAmountsIn gives an input whose forward output covers the target', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            reserveIn: fc.bigInt({ min: 1_000n, max: 10n ** 24n }),
            reserveOut: fc.bigInt({ min: 1_000n, max: 10n ** 24n }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.bigInt({ min: 1n, max: 999n }),
        (hops, amountOut) => {
          const reason = reasonOf(() => getAmountsIn(amountOut, hops));
          // A path may ask a pool for more than its reserve; that is the contract's revert, not a bug.
          fc.pre(reason === undefined);
          const amounts = getAmountsIn(amountOut, hops);
          expect(amounts).toHaveLength(hops.length + 1);
          const forward = getAmountsOut(amounts[0] as bigint, hops);
          expect(forward[hops.length]).toBeGreaterThanOrEqual(amountOut);
        },
      ),
    );
  });
});
