import { describe, expect, it } from 'vitest';
import {
  assertQuoteInputWithinMaximum,
  hasNativePool,
  meetsMinimumTrade,
  reservationFill,
} from './from-bitcoin-trade.ts';

describe('meetsMinimumTrade', () => {
  it('needs at least 50,000 sats', () => {
    expect(meetsMinimumTrade(50_000n)).toBe(true);
    expect(meetsMinimumTrade(49_999n)).toBe(false);
  });
});

describe('assertQuoteInputWithinMaximum', () => {
  it('accepts 1e14 sats and rejects one more', () => {
    expect(() => assertQuoteInputWithinMaximum(10n ** 14n)).not.toThrow();
    expect(() => assertQuoteInputWithinMaximum(10n ** 14n + 1n)).toThrow(
      'Satoshis in exceeds maximum value',
    );
  });
});

describe('hasNativePool', () => {
  it('is false for a quote price at or below zero', () => {
    expect(hasNativePool(0n)).toBe(false);
    expect(hasNativePool(-1n)).toBe(false);
    expect(hasNativePool(1n)).toBe(true);
  });
});

describe('reservationFill', () => {
  const E18 = 10n ** 18n;

  it('is the whole request when the reservation costs what was asked', () => {
    expect(
      reservationFill(100_000n, { expectedAmountOut: 10n * E18, totalSatoshis: 100_000n }),
    ).toEqual({ tokens: 10n * E18, satoshis: 100_000n, partial: false });
  });

  it('treats a gap under 1,000 sats as the contract rounding, and a dearer dust share as full', () => {
    expect(
      reservationFill(100_000n, { expectedAmountOut: 10n * E18, totalSatoshis: 99_001n }),
    ).toMatchObject({ satoshis: 100_000n, partial: false });
    expect(
      reservationFill(100_000n, { expectedAmountOut: 10n * E18, totalSatoshis: 100_900n }),
    ).toMatchObject({ satoshis: 100_000n, partial: false });
  });

  it('is the part the pool fills when 50 BTC reserve only 5,147.60 tokens', () => {
    const reserved = { expectedAmountOut: 514_760n * 10n ** 16n, totalSatoshis: 49_400_000n };
    expect(reservationFill(5_000_000_000n, reserved)).toEqual({
      tokens: 514_760n * 10n ** 16n,
      satoshis: 49_400_000n,
      partial: true,
    });
    expect(
      reservationFill(100_000n, { expectedAmountOut: 1n, totalSatoshis: 99_000n }).partial,
    ).toBe(true);
  });
});
