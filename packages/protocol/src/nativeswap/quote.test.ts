import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentQuote, queueImpact } from './quote.ts';

const E18 = 10n ** 18n;
const T = 10n ** 24n;

describe('queueImpact', () => {
  it('is zero without a queue or a reserve', () => {
    expect(queueImpact(T, 0n)).toBe(0n);
    expect(queueImpact(T, -5n)).toBe(0n);
    expect(queueImpact(0n, 5n)).toBe(0n);
  });

  it('floors lnScaled^2 / 1e6: zero until ln reaches 0.001, then T / 1e6', () => {
    // ln((T + E) / T) first reaches 0.001 at E = 1000500166708341668056.
    expect(queueImpact(T, 1_000_500_166_708_341_668_055n)).toBe(0n);
    expect(queueImpact(T, 1_000_500_166_708_341_668_056n)).toBe(T / 1_000_000n);
  });

  it('gives about 98.5 tokens for the reference listing of 10,000 tokens', () => {
    expect(queueImpact(1_004_990n * E18, 10_000n * E18)).toBe(98_489_020_000_000_000_000n);
  });

  it('approximates T x ln(1 + E/T)^2', () => {
    // ln 2 at six decimals is 0.693147; squared and floored at six decimals: 0.480452.
    expect(queueImpact(T, T)).toBe((T * 480_452n) / 1_000_000n);
  });
});

describe('currentQuote', () => {
  const pool = {
    virtualSatoshisReserve: 10n ** 10n,
    virtualTokenReserve: T,
    liquidity: T,
    initialProviderLiquidity: T,
  };

  it('is floor(T x 1e8 / B) without a queue: 1e22 for the reference pool', () => {
    expect(currentQuote(pool)).toBe(10n ** 22n);
    expect(currentQuote({ ...pool, virtualSatoshisReserve: 3n })).toBe((T * 10n ** 8n) / 3n);
  });

  it('adds the queue impact of tokens listed beyond the initial provider', () => {
    const listed = {
      virtualSatoshisReserve: 9_950_347_766n,
      virtualTokenReserve: 1_004_990n * E18,
      liquidity: (1_000_000n - 10n + 10_000n) * E18,
      initialProviderLiquidity: (1_000_000n - 10n) * E18,
    };
    expect(currentQuote(listed)).toBe(10_101_038_804_436_094_118_320n);
  });

  it('is zero with no virtual tokens and fails with no virtual sats', () => {
    expect(currentQuote({ ...pool, virtualTokenReserve: 0n })).toBe(0n);
    expect(currentQuote({ ...pool, virtualTokenReserve: 0n, virtualSatoshisReserve: 0n })).toBe(0n);
    expect(() => currentQuote({ ...pool, virtualSatoshisReserve: 0n })).toThrow(
      'Impossible state: Not enough liquidity.',
    );
  });

  it('never falls as the sell queue grows', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 28n }),
        (b, t, queued, more) => {
          const base = {
            virtualSatoshisReserve: b,
            virtualTokenReserve: t,
            liquidity: 10n ** 30n + queued,
            initialProviderLiquidity: 10n ** 30n,
          };
          const quote = currentQuote(base);
          expect(quote).toBeGreaterThanOrEqual((t * 10n ** 8n) / b);
          expect(
            currentQuote({ ...base, liquidity: base.liquidity + more }),
          ).toBeGreaterThanOrEqual(quote);
        },
      ),
    );
  });
});
