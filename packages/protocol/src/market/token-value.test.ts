import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokensToSatoshis } from '../nativeswap/conversions.ts';
import { tokenValueInSats } from './token-value.ts';

describe('tokenValueInSats', () => {
  it('values tokens at a quote, rounded down', () => {
    // 1e22 base units per 1e8 sats: 10,000 sats per whole 18-decimals token.
    expect(tokenValueInSats(10n ** 18n, 10n ** 22n)).toBe(10_000n);
    expect(tokenValueInSats(200n * 10n ** 18n, 10n ** 22n)).toBe(2_000_000n);
    expect(tokenValueInSats(3n, 2n * 10n ** 8n)).toBe(1n);
  });

  it('is 0 without a quote or tokens', () => {
    expect(tokenValueInSats(10n ** 18n, 0n)).toBe(0n);
    expect(tokenValueInSats(0n, 10n ** 22n)).toBe(0n);
  });

  it('values beyond the 21M BTC cap the contract conversion refuses', () => {
    expect(tokenValueInSats(10n ** 40n, 10n ** 8n)).toBe(10n ** 40n);
  });

  it('is at most one sat below the contract conversion, which rounds up', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 22n }),
        fc.bigInt({ min: 10n ** 16n, max: 10n ** 26n }),
        (tokens, quote) => {
          const ceiling = tokensToSatoshis(tokens, quote);
          const floor = tokenValueInSats(tokens, quote);
          expect(ceiling - floor === 0n || ceiling - floor === 1n).toBe(true);
        },
      ),
    );
  });
});
