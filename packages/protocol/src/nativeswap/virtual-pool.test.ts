import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TOTAL_SATOSHIS } from './contract-constants.ts';
import type { VirtualReserves } from './native-pool-state.ts';
import { applyPendingVirtualUpdate, recordTradeVolumes } from './virtual-pool.ts';

const E18 = 10n ** 18n;

function reserves(b: bigint, t: bigint, pending: Partial<VirtualReserves> = {}): VirtualReserves {
  return {
    virtualSatoshisReserve: b,
    virtualTokenReserve: t,
    totalTokensSellActivated: 0n,
    totalTokensExchangedForSatoshis: 0n,
    totalSatoshisExchangedForTokens: 0n,
    ...pending,
  };
}

describe('applyPendingVirtualUpdate', () => {
  it('re-derives B from the constant product after a buy, rounding up (reference example)', () => {
    const updated = applyPendingVirtualUpdate(
      reserves(10n ** 10n, 10n ** 24n, {
        totalTokensExchangedForSatoshis: 10n * E18,
        totalSatoshisExchangedForTokens: 100_000n,
      }),
    );
    expect(updated).toEqual(reserves(10_000_100_002n, 999_990n * E18));
  });

  it('adds listed tokens to T and lowers B, rounding up', () => {
    const updated = applyPendingVirtualUpdate(
      reserves(10n ** 10n, 10n ** 24n, { totalTokensSellActivated: 5_000n * E18 }),
    );
    expect(updated).toEqual(reserves(9_950_248_757n, 1_005_000n * E18));
  });

  it('applies the sells before the buys', () => {
    const updated = applyPendingVirtualUpdate(
      reserves(1_000n, 1_000n, {
        totalTokensSellActivated: 1_000n,
        totalTokensExchangedForSatoshis: 1_500n,
      }),
    );
    // k 1e6 -> T 2000, B 500 -> k 1e6 -> T 500, B 2000.
    expect(updated).toEqual(reserves(2_000n, 500n));
  });

  it('ignores the sats paid: B comes from the constant product only', () => {
    const updated = applyPendingVirtualUpdate(
      reserves(1_000n, 1_000n, { totalSatoshisExchangedForTokens: 777n }),
    );
    expect(updated).toEqual(reserves(1_000n, 1_000n));
  });

  it('keeps other fields and leaves the input untouched', () => {
    const pool = {
      ...reserves(10n ** 10n, 10n ** 10n, { totalTokensSellActivated: 1n }),
      liquidity: 9n,
    };
    const updated = applyPendingVirtualUpdate(pool);
    expect(updated.liquidity).toBe(9n);
    expect(pool.totalTokensSellActivated).toBe(1n);
  });

  it('refuses to buy the whole virtual reserve: T - 1 is the most', () => {
    expect(() =>
      applyPendingVirtualUpdate(reserves(10n, 100n, { totalTokensExchangedForSatoshis: 100n })),
    ).toThrow('Impossible state: Cannot buy 100 tokens, only 100 available');
    expect(
      applyPendingVirtualUpdate(reserves(10n, 100n, { totalTokensExchangedForSatoshis: 99n })),
    ).toEqual(reserves(1_000n, 1n));
  });

  it('sets an empty T to 1', () => {
    expect(applyPendingVirtualUpdate(reserves(0n, 0n))).toEqual(reserves(0n, 1n));
  });

  it('caps B at 21 million BTC', () => {
    expect(applyPendingVirtualUpdate(reserves(MAX_TOTAL_SATOSHIS, 1n))).toEqual(
      reserves(MAX_TOTAL_SATOSHIS, 1n),
    );
    expect(() =>
      applyPendingVirtualUpdate(
        reserves(MAX_TOTAL_SATOSHIS, 2n, { totalTokensExchangedForSatoshis: 1n }),
      ),
    ).toThrow('Impossible state: New virtual satoshis reserve out of range.');
  });

  it('detects a broken constant product when B is too small to follow', () => {
    expect(() =>
      applyPendingVirtualUpdate(reserves(1n, 10n, { totalTokensSellActivated: 5n })),
    ).toThrow('Constant product broken after adding liquidity. Initial k: 10, New k: 15');
  });

  it('keeps B x T at or just above k, never below', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 10n ** 6n, max: 10n ** 12n }),
        fc.bigInt({ min: 10n ** 9n, max: 10n ** 27n }),
        fc.bigInt({ min: 1n, max: 999n }),
        (b, t, per1000) => {
          const bought = (t * per1000) / 1000n;
          const k = b * t;
          const updated = applyPendingVirtualUpdate(
            reserves(b, t, { totalTokensExchangedForSatoshis: bought }),
          );
          const newK = updated.virtualSatoshisReserve * updated.virtualTokenReserve;
          expect(newK).toBeGreaterThanOrEqual(k);
          expect(newK - k).toBeLessThan(updated.virtualTokenReserve);
          expect(updated.virtualSatoshisReserve).toBeGreaterThanOrEqual(b);
        },
      ),
    );
  });
});

describe('recordTradeVolumes', () => {
  const pool = { ...reserves(10n ** 10n, 10n ** 24n), liquidity: 10n ** 24n };

  it('adds the buy to the accumulators only', () => {
    const recorded = recordTradeVolumes(pool, 10n * E18, 100_000n);
    expect(recorded).toEqual({
      ...pool,
      totalTokensExchangedForSatoshis: 10n * E18,
      totalSatoshisExchangedForTokens: 100_000n,
    });
  });

  it('refuses buys that would reach the projected T', () => {
    const big = { ...pool, liquidity: 10n ** 30n };
    expect(() => recordTradeVolumes(big, 10n ** 24n, 1n)).toThrow(
      'IMPOSSIBLE STATE: Trade would cause virtual pool exhaustion.',
    );
    expect(recordTradeVolumes(big, 10n ** 24n - 1n, 1n).totalTokensExchangedForSatoshis).toBe(
      10n ** 24n - 1n,
    );
    const withSells = { ...big, totalTokensSellActivated: 10n };
    expect(recordTradeVolumes(withSells, 10n ** 24n, 1n).totalTokensExchangedForSatoshis).toBe(
      10n ** 24n,
    );
  });

  it('refuses a buy above the pool liquidity', () => {
    expect(() => recordTradeVolumes({ ...pool, liquidity: 5n }, 6n, 1n)).toThrow(
      'IMPOSSIBLE STATE: Trade trying to buy 6 tokens but total liquidity is only 5',
    );
  });

  it('refuses sats that would overflow the projected B', () => {
    const full = { ...pool, virtualSatoshisReserve: MAX_TOTAL_SATOSHIS - 10n };
    expect(recordTradeVolumes(full, 1n, 10n).totalSatoshisExchangedForTokens).toBe(10n);
    expect(() => recordTradeVolumes(full, 1n, 11n)).toThrow(
      'IMPOSSIBLE STATE: Trade would cause BTC reserve overflow.',
    );
  });
});
