import { describe, expect, it } from 'vitest';
import {
  assertQuoteInputWithinMaximum,
  hasNativePool,
  meetsMinimumTrade,
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
