import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFirstLiquidity, pairedAmount, previewAddLiquidity } from './add-liquidity.ts';
import { MINIMUM_LIQUIDITY } from './amm-constants.ts';

const E18 = 10n ** 18n;
// 1 A = 4 B, 2e18 LP in circulation.
const pool = { reserveA: 1_000n * E18, reserveB: 4_000n * E18, totalSupply: 2_000n * E18 };

describe('isFirstLiquidity', () => {
  it('holds for a pair without a pool and for a pool without reserves', () => {
    expect(isFirstLiquidity(null)).toBe(true);
    expect(isFirstLiquidity({ reserveA: 0n, reserveB: 0n, totalSupply: 0n })).toBe(true);
    expect(isFirstLiquidity(pool)).toBe(false);
  });
});

describe('pairedAmount', () => {
  it('quotes the other side at the pool ratio, both ways', () => {
    expect(pairedAmount(10n * E18, 'A', pool)).toBe(40n * E18);
    expect(pairedAmount(10n * E18, 'B', pool)).toBe((25n * E18) / 10n);
  });

  it('rounds down as the router does', () => {
    expect(pairedAmount(1n, 'B', { reserveA: 1n, reserveB: 3n, totalSupply: 1n })).toBe(0n);
    expect(pairedAmount(2n, 'B', { reserveA: 2n, reserveB: 3n, totalSupply: 1n })).toBe(1n);
  });

  it('leaves the other side free for the first provider, and waits for an amount', () => {
    expect(pairedAmount(5n, 'A', null)).toBeNull();
    expect(pairedAmount(5n, 'A', { reserveA: 0n, reserveB: 0n, totalSupply: 0n })).toBeNull();
    expect(pairedAmount(0n, 'A', pool)).toBeNull();
  });
});

describe('previewAddLiquidity', () => {
  it('mints at the smaller side and tells the share of the pool after the mint', () => {
    const preview = previewAddLiquidity({
      amountA: 100n * E18,
      amountB: 400n * E18,
      pool,
      maxSlippage: 50n,
    });
    expect(preview).toEqual({
      amountA: 100n * E18,
      amountB: 400n * E18,
      // 0.50 percent below each amount.
      amountAMin: (995n * E18) / 10n,
      amountBMin: 398n * E18,
      liquidity: 200n * E18,
      // 200 of 2,200 LP.
      shareBps: 909n,
      firstLiquidity: false,
    });
  });

  it('deposits only the pool ratio of an over-offered side', () => {
    const preview = previewAddLiquidity({
      amountA: 100n * E18,
      amountB: 1_000n * E18,
      pool,
      maxSlippage: 0n,
    });
    expect(preview.amountA).toBe(100n * E18);
    expect(preview.amountB).toBe(400n * E18);
    expect(preview.amountBMin).toBe(1_000n * E18);
  });

  it('creates the pool with both amounts as offered: sqrt(a x b) less the locked minimum', () => {
    const preview = previewAddLiquidity({
      amountA: E18,
      amountB: 4n * E18,
      pool: null,
      maxSlippage: 20n,
    });
    expect(preview.firstLiquidity).toBe(true);
    expect(preview.liquidity).toBe(2n * E18 - MINIMUM_LIQUIDITY);
    expect(preview.shareBps).toBe(9_999n);
    expect(preview.amountAMin).toBe(E18 - E18 / 500n);
  });

  it('rejects a first deposit too small to mint', () => {
    expect(() =>
      previewAddLiquidity({ amountA: 1000n, amountB: 1000n, pool: null, maxSlippage: 0n }),
    ).toThrow('INSUFFICIENT_LIQUIDITY_MINTED');
  });

  it('never deposits more than offered nor asks minimums above the deposit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 27n }),
        fc.bigInt({ min: 1n, max: 10n ** 27n }),
        fc.bigInt({ min: 0n, max: 10_000n }),
        (amountA, typedRatio, maxSlippage) => {
          const amountB = pairedAmount(amountA, 'A', pool) ?? 0n;
          if (amountB === 0n) return;
          const preview = previewAddLiquidity({
            amountA,
            amountB: amountB + (typedRatio % 3n),
            pool,
            maxSlippage,
          });
          expect(preview.amountA).toBeLessThanOrEqual(amountA);
          expect(preview.amountAMin).toBeLessThanOrEqual(preview.amountA);
          expect(preview.amountBMin).toBeLessThanOrEqual(amountB + (typedRatio % 3n));
        },
      ),
    );
  });
});
