import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeLiquidityAmounts } from './liquidity-math.ts';
import {
  checkRemoveAmount,
  ENTER_LP_AMOUNT,
  matchingPreset,
  presetLiquidity,
  REMOVE_LIQUIDITY,
  REMOVE_LIQUIDITY_PRESETS,
  removalQuote,
  removeAmountProblem,
  removeLiquidityButton,
  type RemoveAmountInput,
} from './remove-liquidity.ts';

const E18 = 10n ** 18n;

describe('presetLiquidity', () => {
  it('takes 25, 50, 75 and 100 percent of the shares', () => {
    const shares = 8n * E18;
    expect(REMOVE_LIQUIDITY_PRESETS.map((p) => presetLiquidity(shares, p))).toEqual([
      2n * E18,
      4n * E18,
      6n * E18,
      8n * E18,
    ]);
  });

  it('rounds down, so a preset never asks for more than the shares', () => {
    expect(presetLiquidity(1001n, 25)).toBe(250n);
    expect(presetLiquidity(1001n, 50)).toBe(500n);
    expect(presetLiquidity(1001n, 75)).toBe(750n);
    expect(presetLiquidity(1001n, 100)).toBe(1001n);
    expect(presetLiquidity(1n, 50)).toBe(0n);
  });

  it('is at most the shares and 100 percent is exactly all of them', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), (shares) => {
        for (const preset of REMOVE_LIQUIDITY_PRESETS) {
          const lp = presetLiquidity(shares, preset);
          expect(lp).toBeLessThanOrEqual(shares);
          expect(lp * 100n).toBeLessThanOrEqual(shares * BigInt(preset));
          expect((lp + 1n) * 100n).toBeGreaterThan(shares * BigInt(preset));
        }
        expect(presetLiquidity(shares, 100)).toBe(shares);
      }),
    );
  });
});

describe('matchingPreset', () => {
  it('names the preset an amount equals, else none', () => {
    expect(matchingPreset(250n, 1001n)).toBe(25);
    expect(matchingPreset(1001n, 1001n)).toBe(100);
    expect(matchingPreset(251n, 1001n)).toBeNull();
    expect(matchingPreset(null, 1001n)).toBeNull();
    // Of one share, 25% is nothing: an empty removal is no preset.
    expect(matchingPreset(0n, 1n)).toBeNull();
  });
});

describe('removalQuote', () => {
  const pool = { reserveA: 100n * E18, reserveB: 50n * E18, totalSupply: 10n * E18 };

  it('pays lp x reserve / supply of each token', () => {
    expect(removalQuote(E18, pool, 0n)).toEqual({
      amountA: 10n * E18,
      amountB: 5n * E18,
      amountAMin: 10n * E18,
      amountBMin: 5n * E18,
    });
  });

  it('rounds each side down', () => {
    // 1 LP of 3 over reserves 10 and 20: 3.33 and 6.66 tokens.
    const small = { reserveA: 10n, reserveB: 20n, totalSupply: 3n };
    expect(removalQuote(1n, small, 0n)).toMatchObject({ amountA: 3n, amountB: 6n });
  });

  it('takes the max slippage (hundredths of a percent) off each side, rounding down', () => {
    // 0.20%: 10 tokens leave 9.98; 5 tokens leave 4.99.
    expect(removalQuote(E18, pool, 20n)).toMatchObject({
      amountAMin: (998n * E18) / 100n,
      amountBMin: (499n * E18) / 100n,
    });
    // 0.5% of 3 tokens (base units) rounds the minimum down to 2.
    expect(removalQuote(1n, { reserveA: 3n, reserveB: 3n, totalSupply: 1n }, 50n)).toMatchObject({
      amountAMin: 2n,
      amountBMin: 2n,
    });
  });

  it('fails as the pool does when a side would pay nothing', () => {
    expect(() => removalQuote(1n, { reserveA: 10n, reserveB: E18, totalSupply: 100n }, 0n)).toThrow(
      'INSUFFICIENT_LIQUIDITY_BURNED',
    );
  });

  it('asks minimums the router accepts for the same pool state', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 10_000n }),
        (lpRaw, reserveA, reserveB, totalSupply, slippage) => {
          const liquidity = (lpRaw % totalSupply) + 1n;
          const state = { reserveA, reserveB, totalSupply };
          let quote;
          try {
            quote = removalQuote(liquidity, state, slippage);
          } catch (error) {
            expect(String(error)).toContain('INSUFFICIENT_LIQUIDITY_BURNED');
            return;
          }
          expect(quote.amountAMin).toBeLessThanOrEqual(quote.amountA);
          expect(quote.amountBMin).toBeLessThanOrEqual(quote.amountB);
          expect(
            removeLiquidityAmounts({
              liquidity,
              balanceA: reserveA,
              balanceB: reserveB,
              totalSupply,
              amountAMin: quote.amountAMin,
              amountBMin: quote.amountBMin,
            }),
          ).toEqual({ amountA: quote.amountA, amountB: quote.amountB });
        },
      ),
    );
  });
});

describe('checkRemoveAmount', () => {
  const input: RemoveAmountInput = {
    text: '',
    lpDecimals: 18,
    shares: 2n * E18,
    pool: { reserveA: 100n * E18, reserveB: 50n * E18, totalSupply: 10n * E18 },
    maxSlippage: 50n,
  };

  it('wants an amount', () => {
    expect(checkRemoveAmount(input)).toEqual({ kind: 'empty' });
  });

  it('refuses zero', () => {
    expect(checkRemoveAmount({ ...input, text: '0' })).toEqual({ kind: 'zero' });
    expect(checkRemoveAmount({ ...input, text: '0.000' })).toEqual({ kind: 'zero' });
  });

  it('refuses more than the shares by one base unit, and takes all of them', () => {
    expect(checkRemoveAmount({ ...input, text: '2.000000000000000001' })).toEqual({
      kind: 'above-shares',
      liquidity: 2n * E18 + 1n,
    });
    expect(checkRemoveAmount({ ...input, text: '2' })).toMatchObject({
      kind: 'ready',
      liquidity: 2n * E18,
      quote: { amountA: 20n * E18, amountB: 10n * E18 },
    });
  });

  it('reads the text exactly in LP base units and quotes it with the slippage', () => {
    expect(checkRemoveAmount({ ...input, text: '0.5' })).toEqual({
      kind: 'ready',
      liquidity: E18 / 2n,
      quote: {
        amountA: 5n * E18,
        amountB: (5n * E18) / 2n,
        amountAMin: (5n * E18 * 9950n) / 10_000n,
        amountBMin: (5n * E18 * 9950n) / 20_000n,
      },
    });
  });

  it('refuses an amount whose burn pays nothing on a side', () => {
    const thin = { ...input, pool: { reserveA: 10n, reserveB: E18, totalSupply: 100n } };
    expect(checkRemoveAmount({ ...thin, text: '0.000000000000000001' })).toEqual({
      kind: 'too-small',
      liquidity: 1n,
    });
  });
});

describe('the remove button and the field’s problem', () => {
  const ready = {
    kind: 'ready' as const,
    liquidity: 1n,
    quote: { amountA: 1n, amountB: 1n, amountAMin: 1n, amountBMin: 1n },
  };

  it('asks for an amount, then removes', () => {
    expect(removeLiquidityButton({ kind: 'empty' }, 'idle')).toMatchObject({
      text: ENTER_LP_AMOUNT,
      disabled: true,
    });
    expect(removeLiquidityButton(ready, 'idle')).toMatchObject({
      state: 'ready',
      text: REMOVE_LIQUIDITY,
      disabled: false,
      action: 'submit',
    });
  });

  it('shows the amount’s problem on the button and under the field', () => {
    const cases = [
      [{ kind: 'zero' as const }, 'Enter an amount above zero'],
      [{ kind: 'above-shares' as const, liquidity: 3n }, 'Insufficient LP balance'],
      [{ kind: 'too-small' as const, liquidity: 1n }, 'Amount too small'],
    ] as const;
    for (const [check, text] of cases) {
      expect(removeAmountProblem(check)).toBe(text);
      expect(removeLiquidityButton(check, 'idle')).toMatchObject({ text, disabled: true });
    }
    expect(removeAmountProblem({ kind: 'empty' })).toBeNull();
    expect(removeAmountProblem(ready)).toBeNull();
  });

  it('follows the transaction in flight before anything else, and waits for the pool', () => {
    expect(removeLiquidityButton(ready, 'approving')).toMatchObject({
      text: 'Approving LP...',
      disabled: true,
      loading: true,
    });
    expect(removeLiquidityButton({ kind: 'zero' }, 'sending')).toMatchObject({
      text: 'Removing...',
      loading: true,
    });
    expect(removeLiquidityButton(null, 'idle')).toMatchObject({
      state: 'loading',
      disabled: true,
      loading: true,
    });
  });
});
