import { describe, expect, it } from 'vitest';
import { parseUnits } from '../amount/units.ts';
import { formatUsd, usdRateToScaled } from '../format/format-amount.ts';
import {
  portfolioHoldings,
  portfolioValue,
  sortByBalanceDescending,
  tokenUsdValue,
} from './watched-tokens.ts';

const rate = usdRateToScaled(100_000);

describe('tokenUsdValue', () => {
  it('prices Bitcoin at the USD rate', () => {
    const usd = tokenUsdValue(
      { balanceBigint: 50_000n, decimals: 8, native: true, quote: null },
      rate,
    );
    expect(usd === null ? null : formatUsd(usd)).toBe('50.00');
  });

  it('prices a token through its NativeSwap quote', () => {
    // Token base units per sat x1e8: one whole 18-decimal token per sat, so 1,000 tokens = 1,000 sats.
    const quote = 10n ** 18n * 10n ** 8n;
    const usd = tokenUsdValue(
      { balanceBigint: parseUnits('1000', 18), decimals: 18, native: false, quote },
      rate,
    );
    expect(usd === null ? null : formatUsd(usd)).toBe('1.00');
  });

  it('knows no value without a quote or without a rate', () => {
    const token = { balanceBigint: 5n, decimals: 8, native: false, quote: null };
    expect(tokenUsdValue(token, rate)).toBeNull();
    expect(tokenUsdValue({ ...token, quote: 0n }, rate)).toBeNull();
    expect(tokenUsdValue({ ...token, native: true }, null)).toBeNull();
  });
});

describe('portfolioValue', () => {
  it('sums what is priced and counts the holdings that are not', () => {
    expect(
      portfolioValue([
        { balanceBigint: 1n, usd: 300n },
        { balanceBigint: 9n, usd: null },
        { balanceBigint: 0n, usd: null },
        { balanceBigint: 4n, usd: 200n },
      ]),
    ).toEqual({ total: 500n, unpriced: 1 });
  });

  it('is zero for no tokens', () => {
    expect(portfolioValue([])).toEqual({ total: 0n, unpriced: 0 });
  });
});

describe('portfolioHoldings', () => {
  const moto = { balanceBigint: 7n, usd: 300n, native: false };

  it('counts the native coin when it is not watched: 100 BTC at $100,000 is $10,000,000', () => {
    const holdings = portfolioHoldings([moto], 10_000_000_000n, rate);
    expect(holdings).toHaveLength(2);
    const total = portfolioValue(holdings).total;
    expect(formatUsd(total - 300n)).toBe('10,000,000.00');
  });

  it('counts the native coin once when it is watched', () => {
    const watchedBitcoin = { balanceBigint: 5n, usd: 100n, native: true };
    expect(portfolioHoldings([moto, watchedBitcoin], 10_000_000_000n, rate)).toEqual([
      moto,
      watchedBitcoin,
    ]);
  });

  it('leaves the native coin unpriced without a USD rate', () => {
    expect(portfolioValue(portfolioHoldings([], 100n, null))).toEqual({ total: 0n, unpriced: 1 });
  });
});

describe('sortByBalanceDescending', () => {
  it('compares whole amounts across decimals', () => {
    const sorted = sortByBalanceDescending([
      { symbol: 'A', balanceBigint: parseUnits('2', 18), decimals: 18 },
      { symbol: 'B', balanceBigint: parseUnits('3', 8), decimals: 8 },
      { symbol: 'C', balanceBigint: 0n, decimals: 0 },
      { symbol: 'D', balanceBigint: parseUnits('2', 8), decimals: 8 },
    ]);
    expect(sorted.map((token) => token.symbol)).toEqual(['B', 'A', 'D', 'C']);
  });
});
