import { describe, expect, it } from 'vitest';
import {
  assertQuoteInputWithinMaximum,
  fromBitcoinMinimumAmountOut,
  hasNativePool,
  meetsMinimumTrade,
} from './from-bitcoin-trade.ts';

describe('fromBitcoinMinimumAmountOut', () => {
  it('is expected x (100 - slippage) / 100 with slippage in whole percent', () => {
    expect(fromBitcoinMinimumAmountOut(1_000n, 20n)).toBe(800n);
    expect(fromBitcoinMinimumAmountOut(999n, 20n)).toBe(799n);
    expect(fromBitcoinMinimumAmountOut(1_000n, 0n)).toBe(1_000n);
    expect(fromBitcoinMinimumAmountOut(1_000n, 100n)).toBe(0n);
  });

  it('rejects slippage outside 0..100', () => {
    expect(() => fromBitcoinMinimumAmountOut(1_000n, 101n)).toThrow(RangeError);
    expect(() => fromBitcoinMinimumAmountOut(1_000n, -1n)).toThrow(RangeError);
  });
});

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
