import { describe, expect, it } from 'vitest';
import type { VirtualReserves } from './native-pool-state.ts';
import {
  applyListingHalfCredit,
  creditProviderActivation,
  halfCredit,
  listingHalfCredit,
} from './listing-credit.ts';

function reserves(b: bigint, t: bigint, pendingAdd = 0n): VirtualReserves {
  return {
    virtualSatoshisReserve: b,
    virtualTokenReserve: t,
    totalTokensSellActivated: pendingAdd,
    totalTokensExchangedForSatoshis: 0n,
    totalSatoshisExchangedForTokens: 0n,
  };
}

describe('halfCredit / listingHalfCredit', () => {
  it('rounds halves up', () => {
    expect(halfCredit(0n)).toBe(0n);
    expect(halfCredit(4n)).toBe(2n);
    expect(halfCredit(5n)).toBe(3n);
  });

  it('credits half(old + net) - half(old)', () => {
    expect(listingHalfCredit(0n, 10n ** 22n)).toBe(5n * 10n ** 21n);
    expect(listingHalfCredit(3n, 4n)).toBe(2n);
    expect(listingHalfCredit(2n, 1n)).toBe(1n);
    expect(listingHalfCredit(1n, 1n)).toBe(0n);
  });
});

describe('applyListingHalfCredit', () => {
  it('applies the credit at once (reference: 10,000 tokens after the first buy)', () => {
    const pool = reserves(10_000_100_002n, 999_990n * 10n ** 18n);
    expect(applyListingHalfCredit(pool, 0n, 10_000n * 10n ** 18n)).toEqual(
      reserves(9_950_347_766n, 1_004_990n * 10n ** 18n),
    );
  });

  it('allows a credit of exactly 100 percent of T and refuses one more token', () => {
    const pool = reserves(1_000_000n, 1_000n);
    expect(applyListingHalfCredit(pool, 0n, 2_000n)).toEqual(reserves(500_000n, 2_000n));
    expect(() => applyListingHalfCredit(pool, 0n, 2_001n)).toThrow(
      'NATIVE_SWAP: Listing too large relative to pool. Adding 1001 tokens but max allowed is 1000 (10000 bps of 1000 virtual reserve).',
    );
  });

  it('allows pending credit of exactly 200 percent of T and refuses one more token', () => {
    expect(applyListingHalfCredit(reserves(1_000_000n, 1_000n, 1_000n), 0n, 2_000n)).toEqual(
      reserves(333_334n, 3_000n),
    );
    expect(() => applyListingHalfCredit(reserves(1_000_000n, 1_000n, 1_001n), 0n, 2_000n)).toThrow(
      'NATIVE_SWAP: Cumulative pending sells too high. Total pending would be 2001, max allowed is 2000.',
    );
  });

  it('needs an initialised pool when there is something to credit', () => {
    expect(() => applyListingHalfCredit(reserves(0n, 0n), 0n, 2n)).toThrow(
      'NATIVE_SWAP: Pool not initialized.',
    );
    expect(() => applyListingHalfCredit(reserves(0n, 10n), 0n, 2n)).toThrow(
      'NATIVE_SWAP: Pool not initialized.',
    );
    expect(applyListingHalfCredit(reserves(0n, 0n), 1n, 1n)).toEqual(reserves(0n, 0n));
  });
});

describe('creditProviderActivation', () => {
  it('queues the other half of the provider’s liquidity for the next call', () => {
    expect(creditProviderActivation(reserves(10n, 10n, 4n), 7n)).toEqual(reserves(10n, 10n, 8n));
  });
});
