import { describe, expect, it } from 'vitest';
import { getQuoteView } from './get-quote.ts';
import { initialPoolState } from './pool-creation.ts';

const E18 = 10n ** 18n;
const pool = initialPoolState(10n ** 14n, 10n ** 24n);

describe('getQuoteView', () => {
  it('prices 100,000 sats at 10 tokens on the reference pool', () => {
    expect(getQuoteView(pool, 100_000n)).toEqual({
      tokensOut: 10n * E18,
      requiredSatoshis: 100_000n,
      price: 10n ** 22n,
      scale: 100_000_000n,
    });
  });

  it('caps the tokens at liquidity - reserved and asks only what they cost', () => {
    const busy = { ...pool, reservedLiquidity: 10n ** 24n - 5n * E18 };
    expect(getQuoteView(busy, 100_000n)).toMatchObject({
      tokensOut: 5n * E18,
      requiredSatoshis: 50_000n,
    });
    const exact = { ...pool, reservedLiquidity: 10n ** 24n - 10n * E18 };
    expect(getQuoteView(exact, 100_000n)).toMatchObject({
      tokensOut: 10n * E18,
      requiredSatoshis: 100_000n,
    });
  });

  it('applies pending updates without changing the pool', () => {
    const pending = {
      ...pool,
      totalTokensExchangedForSatoshis: 10n * E18,
      totalSatoshisExchangedForTokens: 100_000n,
    };
    expect(getQuoteView(pending, 100_000n).price).toBe(9_999_800_000_000_039_999_599n);
    expect(pending.virtualTokenReserve).toBe(10n ** 24n);
  });

  it('refuses zero sats and a zero price', () => {
    expect(() => getQuoteView(pool, 0n)).toThrow('NATIVE_SWAP: Maximum amount in cannot be zero.');
    // An empty T becomes 1 in the update, which prices to zero against B = 1e10.
    expect(() => getQuoteView({ ...pool, virtualTokenReserve: 0n }, 1n)).toThrow(
      'NATIVE_SWAP: Price is zero or no liquidity.',
    );
  });
});
