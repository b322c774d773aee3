import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUnits, UINT256_MAX } from '../amount/units.ts';
import { BALANCE_FLOOR_TEXT, USD_FLOOR_TEXT } from '../constants.ts';
import {
  USD_ONE,
  formatBalance,
  formatBtc,
  formatCompactAmount,
  formatCompactUsd,
  formatQuotedAmount,
  formatUsd,
  formatUsdReserveBox,
  usdRateToScaled,
  usdValue,
} from './format-amount.ts';

const units = (text: string, decimals: number): bigint => parseUnits(text, decimals);
const usd = (text: string): bigint => parseUnits(text, 8);

describe('formatBalance', () => {
  it.each([
    ['0', 18, '0'],
    ['1', 18, '1'],
    ['1.5', 18, '1.5'],
    ['1.23456789', 18, '1.2345'],
    ['0.99999', 8, '0.9999'],
    ['1234567.891', 18, '1,234,567.891'],
    ['999', 0, '999'],
    ['1000', 0, '1,000'],
    ['0.0001', 18, '0.0001'],
    ['0.00015', 18, '0.0001'],
    ['0.00009999', 8, BALANCE_FLOOR_TEXT],
    ['0.000000000000000001', 18, BALANCE_FLOOR_TEXT],
    ['0.001', 3, '0.001'],
  ])('shows %s (%i decimals) as %s', (text, decimals, shown) => {
    expect(formatBalance(units(text, decimals), decimals)).toBe(shown);
  });

  it('shows dust as the verbatim floor text', () => {
    expect(formatBalance(1n, 8)).toBe('< 0.0001');
    expect(formatBalance(9_999n, 8)).toBe('< 0.0001');
    expect(formatBalance(10_000n, 8)).toBe('0.0001');
  });

  it('never shows more than the amount (truncation)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 10_000n, max: 10n ** 30n }), (amount) => {
        const shown = parseUnits(formatBalance(amount, 8).replaceAll(',', ''), 8);
        expect(shown).toBeLessThanOrEqual(amount);
        expect(amount - shown).toBeLessThan(10_000n);
      }),
    );
  });

  it('refuses negative amounts', () => {
    expect(() => formatBalance(-1n, 8)).toThrow(RangeError);
  });
});

describe('formatBtc', () => {
  it.each([
    [0n, '0'],
    [1n, '0.00000001'],
    [50_000n, '0.0005'],
    [100_000_000n, '1'],
    [123_456_789_012n, '1,234.56789012'],
    [2_100_000_000_000_000n, '21,000,000'],
  ])('shows %s sats as %s', (sats, shown) => {
    expect(formatBtc(sats)).toBe(shown);
  });
});

describe('formatQuotedAmount', () => {
  it('keeps 6 fraction digits, truncated, without trailing zeros', () => {
    expect(formatQuotedAmount(20_019_998_450_901_804_206n, 18)).toBe('20.019998');
    expect(formatQuotedAmount(units('12345.6789999', 18), 18)).toBe('12345.678999');
    expect(formatQuotedAmount(units('20.5', 18), 18)).toBe('20.5');
    expect(formatQuotedAmount(units('20.0000001', 18), 18)).toBe('20');
    expect(formatQuotedAmount(0n, 18)).toBe('0');
    expect(formatQuotedAmount(units('1.5', 8), 8)).toBe('1.5');
    expect(formatQuotedAmount(7n, 0)).toBe('7');
  });

  it('counts the 6 digits from the first non-zero one under 1, so dust is not 0', () => {
    expect(formatQuotedAmount(units('0.000012345678912', 18), 18)).toBe('0.0000123456');
    expect(formatQuotedAmount(1n, 18)).toBe('0.000000000000000001');
    expect(formatQuotedAmount(units('0.00123456', 8), 8)).toBe('0.00123456');
  });

  it('is input the amount field parses, never above the exact amount and close to it', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.nat(32), (amount, decimals) => {
        const shown = parseUnits(formatQuotedAmount(amount, decimals), decimals);
        expect(shown).toBeLessThanOrEqual(amount);
        // Six significant digits: off by less than a hundred-thousandth of the amount.
        expect((amount - shown) * 100_000n).toBeLessThan(amount);
      }),
    );
  });
});

describe('formatCompactAmount', () => {
  it.each([
    ['0', '0'],
    ['999.99999', '999.9999'],
    ['1000', '1K'],
    ['1234.5', '1.23K'],
    ['999999.999', '999.99K'],
    ['1000000', '1M'],
    ['45600000', '45.6M'],
    ['999999999', '999.99M'],
    ['1000000000', '1B'],
    ['999999999999', '999.99B'],
    ['1000000000000', '1T'],
    ['999999999999999', '999.99T'],
    ['1000000000000000', '1Q'],
    ['7250000000000000', '7.25Q'],
    ['1000000000000000000', '1,000Q'],
    ['0.00001', BALANCE_FLOOR_TEXT],
  ])('shows %s as %s', (text, shown) => {
    expect(formatCompactAmount(units(text, 18), 18)).toBe(shown);
  });

  it('handles uint256 max at 32 decimals and at 0 decimals', () => {
    expect(formatCompactAmount(UINT256_MAX, 32)).toBe(
      '1,157,920,892,373,161,954,235,709,850,086.87Q',
    );
    expect(formatCompactAmount(UINT256_MAX, 0)).toBe(
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457,584Q',
    );
  });
});

describe('usdRateToScaled', () => {
  it.each([
    [97_123.45, 9_712_345_000_000n],
    [1, USD_ONE],
    [0, 0n],
    [0.00000001, 1n],
    [0.000000001, 0n],
  ])('turns %s into %s', (rate, scaled) => {
    expect(usdRateToScaled(rate)).toBe(scaled);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -1, 1e21])('has no rate for %s', (rate) => {
    expect(usdRateToScaled(rate)).toBeNull();
  });
});

describe('usdValue', () => {
  const btcRate = usd('100000');

  it('prices sats at the BTC rate', () => {
    expect(usdValue(100_000_000n, 8, btcRate)).toBe(usd('100000'));
    expect(usdValue(50_000n, 8, btcRate)).toBe(usd('50'));
    expect(usdValue(1n, 8, btcRate)).toBe(usd('0.001'));
  });

  it('truncates below 10^-8 USD', () => {
    expect(usdValue(1n, 18, usd('1'))).toBe(0n);
    expect(usdValue(units('1.99999999999', 18), 18, usd('1'))).toBe(usd('1.99999999'));
  });
});

describe('formatUsd', () => {
  it.each([
    ['0', '0'],
    ['0.00000001', USD_FLOOR_TEXT],
    ['0.00999999', '<0.01'],
    ['0.01', '0.01'],
    ['0.019', '0.01'],
    ['12.5', '12.50'],
    ['1234567.891', '1,234,567.89'],
    ['1', '1.00'],
  ])('shows %s USD as %s', (text, shown) => {
    expect(formatUsd(usd(text))).toBe(shown);
  });
});

describe('formatUsdReserveBox', () => {
  it.each([
    ['0', '0'],
    ['0.00009999', '<0.0001'],
    ['0.0001', '0.0001'],
    ['12.5', '12.5000'],
    ['1234.56789', '1,234.5678'],
  ])('shows %s USD as %s', (text, shown) => {
    expect(formatUsdReserveBox(usd(text))).toBe(shown);
  });
});

describe('formatCompactUsd', () => {
  it.each([
    ['0', '0'],
    ['0.001', '<0.01'],
    ['999.999', '999.99'],
    ['1000', '1K'],
    ['2500000', '2.5M'],
    ['3000000000', '3B'],
  ])('shows %s USD as %s', (text, shown) => {
    expect(formatCompactUsd(usd(text))).toBe(shown);
  });
});
