import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TOTAL_SATOSHIS } from './contract-constants.ts';
import { satoshisToTokens, tokensToSatoshis } from './conversions.ts';

const QUOTE = 10n ** 22n; // 10,000 sats per 18-decimal token

describe('satoshisToTokens', () => {
  it('is floor(sats x quote / 1e8)', () => {
    expect(satoshisToTokens(100_000n, QUOTE)).toBe(10n ** 19n);
    expect(satoshisToTokens(3n, 50_000_000n)).toBe(1n);
    expect(satoshisToTokens(1n, 99_999_999n)).toBe(0n);
  });
});

describe('tokensToSatoshis', () => {
  it('is ceil(tokens x 1e8 / quote)', () => {
    expect(tokensToSatoshis(10n ** 19n, QUOTE)).toBe(100_000n);
    expect(tokensToSatoshis(10n ** 19n + 1n, QUOTE)).toBe(100_001n);
    expect(tokensToSatoshis(1n, QUOTE)).toBe(1n);
    expect(tokensToSatoshis(0n, QUOTE)).toBe(0n);
  });

  it('allows exactly 21 million BTC and fails above', () => {
    expect(tokensToSatoshis(MAX_TOTAL_SATOSHIS, 10n ** 8n)).toBe(MAX_TOTAL_SATOSHIS);
    expect(() => tokensToSatoshis(MAX_TOTAL_SATOSHIS + 1n, 10n ** 8n)).toThrow(
      'Impossible state: The total number of satoshis is out of range.',
    );
  });

  it('fails on a zero quote', () => {
    expect(() => tokensToSatoshis(1n, 0n)).toThrow();
  });

  it('rounds each way in the pool’s favour', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 26n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        (tokens, quote) => {
          fc.pre(tokens * 10n ** 8n <= MAX_TOTAL_SATOSHIS * quote);
          const sats = tokensToSatoshis(tokens, quote);
          expect(satoshisToTokens(sats, quote)).toBeGreaterThanOrEqual(tokens);
          if (sats > 0n) expect(satoshisToTokens(sats - 1n, quote)).toBeLessThan(tokens);
        },
      ),
    );
  });
});
