import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINIMUM_LIQUIDITY } from './amm-constants.ts';
import {
  burnAmounts,
  mintLiquidity,
  optimalLiquidityAmounts,
  removeLiquidityAmounts,
  shareAfterMintBps,
} from './liquidity-math.ts';

const E18 = 10n ** 18n;

describe('mintLiquidity', () => {
  it('first mint: sqrt(a0 x a1) minus the 1000 locked (Uniswap vector 1 and 4 tokens)', () => {
    expect(
      mintLiquidity({
        amount0: E18,
        amount1: 4n * E18,
        reserve0: 0n,
        reserve1: 0n,
        totalSupply: 0n,
      }),
    ).toEqual({ liquidity: 2n * E18 - 1000n, lockedLiquidity: MINIMUM_LIQUIDITY });
  });

  it('first mint must exceed the locked minimum: sqrt 1000 fails, sqrt 1001 mints 1', () => {
    const first = { reserve0: 0n, reserve1: 0n, totalSupply: 0n };
    expect(() => mintLiquidity({ ...first, amount0: 1000n, amount1: 1000n })).toThrow(
      'INSUFFICIENT_LIQUIDITY_MINTED',
    );
    expect(mintLiquidity({ ...first, amount0: 1001n, amount1: 1001n }).liquidity).toBe(1n);
  });

  it('later mints take the smaller side: min(a0 x S / r0, a1 x S / r1)', () => {
    const pool = { reserve0: E18, reserve1: 4n * E18, totalSupply: 2n * E18 };
    expect(mintLiquidity({ ...pool, amount0: E18, amount1: 2n * E18 })).toEqual({
      liquidity: E18,
      lockedLiquidity: 0n,
    });
    expect(mintLiquidity({ ...pool, amount0: E18 / 4n, amount1: 4n * E18 }).liquidity).toBe(
      E18 / 2n,
    );
  });

  it('rejects a later deposit that mints nothing', () => {
    expect(() =>
      mintLiquidity({ amount0: 1n, amount1: 1n, reserve0: E18, reserve1: E18, totalSupply: 1000n }),
    ).toThrow('INSUFFICIENT_LIQUIDITY_MINTED');
  });
});

describe('burnAmounts', () => {
  it('pays lp x balance / supply (Uniswap burn vector)', () => {
    const supply = 3n * E18;
    expect(burnAmounts(supply - 1000n, 3n * E18, 3n * E18, supply)).toEqual({
      amount0: 3n * E18 - 1000n,
      amount1: 3n * E18 - 1000n,
    });
  });

  it('rejects a burn paying nothing on a side', () => {
    expect(() => burnAmounts(1n, 10n, E18, 100n)).toThrow('INSUFFICIENT_LIQUIDITY_BURNED');
    expect(burnAmounts(10n, 10n, E18, 100n)).toEqual({ amount0: 1n, amount1: E18 / 10n });
  });

  it('never pays more than the share of the balances', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        (lpRaw, balance0, balance1, supply) => {
          const lp = (lpRaw % supply) + 1n;
          try {
            const { amount0, amount1 } = burnAmounts(lp, balance0, balance1, supply);
            expect(amount0 * supply).toBeLessThanOrEqual(lp * balance0);
            expect(amount1 * supply).toBeLessThanOrEqual(lp * balance1);
          } catch (error) {
            expect(String(error)).toContain('INSUFFICIENT_LIQUIDITY_BURNED');
          }
        },
      ),
    );
  });
});

describe('optimalLiquidityAmounts', () => {
  const base = { amountAMin: 0n, amountBMin: 0n, reserveA: 1000n, reserveB: 2000n };

  it('deposits the desired amounts into an empty pool', () => {
    expect(
      optimalLiquidityAmounts({
        ...base,
        reserveA: 0n,
        reserveB: 0n,
        amountADesired: 7n,
        amountBDesired: 9n,
      }),
    ).toEqual({ amountA: 7n, amountB: 9n });
  });

  it('keeps A and quotes B when B suffices', () => {
    expect(
      optimalLiquidityAmounts({ ...base, amountADesired: 100n, amountBDesired: 500n }),
    ).toEqual({ amountA: 100n, amountB: 200n });
  });

  it('keeps B and quotes A when B is the short side', () => {
    expect(
      optimalLiquidityAmounts({ ...base, amountADesired: 100n, amountBDesired: 150n }),
    ).toEqual({ amountA: 75n, amountB: 150n });
  });

  it('checks amountBMin on both sides of the boundary', () => {
    const request = { ...base, amountADesired: 100n, amountBDesired: 500n };
    expect(optimalLiquidityAmounts({ ...request, amountBMin: 200n }).amountB).toBe(200n);
    expect(() => optimalLiquidityAmounts({ ...request, amountBMin: 201n })).toThrow(
      'INSUFFICIENT_B_AMOUNT',
    );
  });

  it('checks amountAMin on both sides of the boundary', () => {
    const request = { ...base, amountADesired: 100n, amountBDesired: 150n };
    expect(optimalLiquidityAmounts({ ...request, amountAMin: 75n }).amountA).toBe(75n);
    expect(() => optimalLiquidityAmounts({ ...request, amountAMin: 76n })).toThrow(
      'INSUFFICIENT_A_AMOUNT',
    );
  });

  it('never deposits more than desired and keeps the pool ratio', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        (amountADesired, amountBDesired, reserveA, reserveB) => {
          const { amountA, amountB } = optimalLiquidityAmounts({
            amountADesired,
            amountBDesired,
            amountAMin: 0n,
            amountBMin: 0n,
            reserveA,
            reserveB,
          });
          expect(amountA).toBeLessThanOrEqual(amountADesired);
          expect(amountB).toBeLessThanOrEqual(amountBDesired);
          // Each side is the floor of the other at the pool ratio.
          const exactlyA = amountA === amountADesired;
          if (exactlyA) expect(amountB).toBe((amountA * reserveB) / reserveA);
          else expect(amountA).toBe((amountB * reserveA) / reserveB);
        },
      ),
    );
  });
});

describe('removeLiquidityAmounts', () => {
  const request = { liquidity: 50n, balanceA: 1000n, balanceB: 3000n, totalSupply: 100n };

  it('pays the LP share', () => {
    expect(removeLiquidityAmounts({ ...request, amountAMin: 500n, amountBMin: 1500n })).toEqual({
      amountA: 500n,
      amountB: 1500n,
    });
  });

  it('enforces both minimums', () => {
    expect(() => removeLiquidityAmounts({ ...request, amountAMin: 501n, amountBMin: 0n })).toThrow(
      'INSUFFICIENT_A_AMOUNT',
    );
    expect(() => removeLiquidityAmounts({ ...request, amountAMin: 0n, amountBMin: 1501n })).toThrow(
      'INSUFFICIENT_B_AMOUNT',
    );
  });
});

describe('shareAfterMintBps', () => {
  it('counts the locked minimum on the first mint: just under the whole pool', () => {
    const mint = mintLiquidity({
      amount0: E18,
      amount1: 4n * E18,
      reserve0: 0n,
      reserve1: 0n,
      totalSupply: 0n,
    });
    expect(shareAfterMintBps(mint, 0n)).toBe(9_999n);
  });

  it('is the minted LP over the supply after the mint', () => {
    // Doubling a pool of supply 2e18 mints 2e18: half of the 4e18 after.
    expect(shareAfterMintBps({ liquidity: 2n * E18, lockedLiquidity: 0n }, 2n * E18)).toBe(5_000n);
    expect(shareAfterMintBps({ liquidity: 1n, lockedLiquidity: 0n }, 3n * E18)).toBe(0n);
  });
});
