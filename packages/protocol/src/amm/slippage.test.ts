import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, SLIPPAGE_PRESETS } from '../constants.ts';
import { poolSwapMinimumAmountOut, slippagePercentText } from './slippage.ts';

describe('poolSwapMinimumAmountOut', () => {
  it('reads the setting in hundredths of a percent: 20 keeps 99.80 percent', () => {
    expect(poolSwapMinimumAmountOut(1_000_000n, BigInt(DEFAULT_SETTINGS.maxSlippage))).toBe(
      998_000n,
    );
    expect(poolSwapMinimumAmountOut(1_000_000n, BigInt(SLIPPAGE_PRESETS.High))).toBe(992_000n);
  });

  it('rounds down', () => {
    expect(poolSwapMinimumAmountOut(999n, 20n)).toBe(997n);
  });

  it('accepts 0 and 10000 and rejects beyond', () => {
    expect(poolSwapMinimumAmountOut(123n, 0n)).toBe(123n);
    expect(poolSwapMinimumAmountOut(123n, 10_000n)).toBe(0n);
    expect(() => poolSwapMinimumAmountOut(123n, 10_001n)).toThrow(RangeError);
    expect(() => poolSwapMinimumAmountOut(123n, -1n)).toThrow(RangeError);
    expect(() => poolSwapMinimumAmountOut(-1n, 20n)).toThrow(RangeError);
  });
});

describe('slippagePercentText', () => {
  it('shows hundredths of a percent with two decimals', () => {
    expect(slippagePercentText(20n)).toBe('0.20%');
    expect(slippagePercentText(5n)).toBe('0.05%');
    expect(slippagePercentText(0n)).toBe('0.00%');
    expect(slippagePercentText(100n)).toBe('1.00%');
    expect(slippagePercentText(1234n)).toBe('12.34%');
  });
});
