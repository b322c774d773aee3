import { describe, expect, it } from 'vitest';
import { BALANCE_FLOOR_TEXT } from '../constants.ts';
import { formatTokenAmount } from './token-amount.ts';

describe('formatTokenAmount', () => {
  it('writes the balance format, then the symbol', () => {
    expect(
      formatTokenAmount(1_234_500_000_000_000_000_000n, { decimals: 18, symbol: 'MOTO' }),
    ).toBe('1,234.5 MOTO');
    expect(formatTokenAmount(12_345_678n, { decimals: 8, symbol: 'PILL' })).toBe('0.1234 PILL');
    expect(formatTokenAmount(0n, { decimals: 18, symbol: 'ODYS' })).toBe('0 ODYS');
  });

  it('keeps the dust text of balances', () => {
    expect(formatTokenAmount(1n, { decimals: 18, symbol: 'MOTO' })).toBe(
      `${BALANCE_FLOOR_TEXT} MOTO`,
    );
  });
});
