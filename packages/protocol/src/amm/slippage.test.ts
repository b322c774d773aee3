import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, SLIPPAGE_PRESETS } from '../constants.ts';
import { minimumAmountOut, slippagePercentText } from './slippage.ts';

describe('minimumAmountOut', () => {
  it('reads the setting in hundredths of a percent: 20 keeps 99.80 percent', () => {
    expect(minimumAmountOut(1_000_000n, BigInt(DEFAULT_SETTINGS.maxSlippage))).toBe(998_000n);
    expect(minimumAmountOut(1_000_000n, BigInt(SLIPPAGE_PRESETS.High))).toBe(992_000n);
  });

  it('gives a buy with Bitcoin the same 0.20 percent: 10.3517 MOTO expected keeps 10.3309966', () => {
    expect(
      minimumAmountOut(10_351_700_000_000_000_000n, BigInt(DEFAULT_SETTINGS.maxSlippage)),
    ).toBe(10_330_996_600_000_000_000n);
  });

  it('rounds down', () => {
    expect(minimumAmountOut(999n, 20n)).toBe(997n);
  });

  it('accepts 0 and 10000 and rejects beyond', () => {
    expect(minimumAmountOut(123n, 0n)).toBe(123n);
    expect(minimumAmountOut(123n, 10_000n)).toBe(0n);
    expect(() => minimumAmountOut(123n, 10_001n)).toThrow(RangeError);
    expect(() => minimumAmountOut(123n, -1n)).toThrow(RangeError);
    expect(() => minimumAmountOut(-1n, 20n)).toThrow(RangeError);
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
