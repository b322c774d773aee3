import { describe, expect, it } from 'vitest';
import { MAX_TOTAL_SATOSHIS } from './contract-constants.ts';
import {
  checkCreatePoolSettings,
  floorPriceFromSatsPerToken,
  initialPoolState,
  openingQuote,
} from './pool-creation.ts';

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

describe('floorPriceFromSatsPerToken', () => {
  const scaled = (sats: bigint) => sats * 10n ** 8n;

  it('gives token base units per sat for a price in sats per whole token', () => {
    // 10,000 sats per 18-decimal token: 1e18 / 1e4 base units per sat (the reference pool).
    expect(floorPriceFromSatsPerToken(scaled(10_000n), 18)).toBe(10n ** 14n);
    expect(floorPriceFromSatsPerToken(scaled(5_000n), 18)).toBe(2n * 10n ** 14n);
    // Half a sat per token: two whole tokens per sat.
    expect(floorPriceFromSatsPerToken(50_000_000n, 8)).toBe(2n * 10n ** 8n);
  });

  it('rounds down, so the pool never opens cheaper than asked', () => {
    expect(floorPriceFromSatsPerToken(scaled(3n), 1)).toBe(3n); // 10 / 3
    expect(floorPriceFromSatsPerToken(scaled(3n), 18)).toBe(333_333_333_333_333_333n);
  });

  it('is 0 when a base unit would cost more than a sat, or for no price', () => {
    expect(floorPriceFromSatsPerToken(scaled(2n), 0)).toBe(0n);
    expect(floorPriceFromSatsPerToken(scaled(101n), 2)).toBe(0n);
    expect(floorPriceFromSatsPerToken(scaled(100n), 2)).toBe(1n);
    expect(floorPriceFromSatsPerToken(0n, 18)).toBe(0n);
  });
});

describe('openingQuote', () => {
  it('is floorPrice x 1e8 when the liquidity divides evenly', () => {
    expect(openingQuote(10n ** 14n, 10n ** 24n)).toBe(10n ** 22n);
  });

  it('is a little above it when B rounds down', () => {
    // B = floor(10 / 3) = 3: quote = 10e8 / 3.
    expect(openingQuote(3n, 10n)).toBe(333_333_333n);
  });
});
