import { describe, expect, it } from 'vitest';
import { MAX_TOTAL_SATOSHIS } from './contract-constants.ts';
import { checkCreatePoolSettings, initialPoolState } from './pool-creation.ts';

describe('initialPoolState', () => {
  it('sets T to the liquidity and B to liquidity / floor price (reference pool)', () => {
    expect(initialPoolState(10n ** 14n, 10n ** 24n)).toEqual({
      virtualSatoshisReserve: 10n ** 10n,
      virtualTokenReserve: 10n ** 24n,
      totalTokensSellActivated: 0n,
      totalTokensExchangedForSatoshis: 0n,
      totalSatoshisExchangedForTokens: 0n,
      liquidity: 10n ** 24n,
      reservedLiquidity: 0n,
      initialProviderLiquidity: 10n ** 24n,
    });
    expect(initialPoolState(3n, 10n).virtualSatoshisReserve).toBe(3n);
  });

  it('refuses a zero floor price or liquidity', () => {
    expect(() => initialPoolState(0n, 10n)).toThrow('NATIVE_SWAP: Floor price cannot be zero.');
    expect(() => initialPoolState(1n, 0n)).toThrow(
      'NATIVE_SWAP: Initial liquidity cannot be zero.',
    );
  });

  it('keeps B within 21 million BTC', () => {
    expect(initialPoolState(1n, MAX_TOTAL_SATOSHIS).virtualSatoshisReserve).toBe(
      MAX_TOTAL_SATOSHIS,
    );
    expect(() => initialPoolState(1n, MAX_TOTAL_SATOSHIS + 1n)).toThrow(
      'Impossible state: Satoshis reserve out of range.',
    );
  });
});

describe('checkCreatePoolSettings', () => {
  const settings = {
    antiBotEnabledFor: 0,
    antiBotMaximumTokensPerReservation: 0n,
    maxReservesIn5BlocksPercent: 100n,
  };

  it('accepts up to 100 percent and refuses 101', () => {
    expect(() => checkCreatePoolSettings(settings)).not.toThrow();
    expect(() =>
      checkCreatePoolSettings({ ...settings, maxReservesIn5BlocksPercent: 101n }),
    ).toThrow(
      'NATIVE_SWAP: The maximum reservation percentage for 5 blocks must be less than or equal to 100.',
    );
  });

  it('needs an anti-bot token limit when anti-bot is on', () => {
    expect(() => checkCreatePoolSettings({ ...settings, antiBotEnabledFor: 5 })).toThrow(
      'NATIVE_SWAP: Anti-bot max tokens per reservation cannot be zero.',
    );
    expect(() =>
      checkCreatePoolSettings({
        ...settings,
        antiBotEnabledFor: 5,
        antiBotMaximumTokensPerReservation: 1n,
      }),
    ).not.toThrow();
  });
});
