import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cutToMaxLength,
  hasAmount,
  sanitizeAmountInput,
  typedAmountUnits,
} from './amount-input.ts';
import { MAX_TOKEN_DECIMALS, parseUnits } from './units.ts';

describe('sanitizeAmountInput', () => {
  it.each([
    ['123', 8, '123'],
    ['12.34', 8, '12.34'],
    ['.', 8, '0.'],
    ['.5', 8, '0.5'],
    ['5.', 8, '5.'],
    ['1.2.3', 8, '1.23'],
    ['1..', 8, '1.'],
    ['abc1x2', 8, '12'],
    ['1,234.5', 8, '1234.5'],
    ['-5', 8, '5'],
    ['1e5', 8, '15'],
    [' 7 ', 8, '7'],
    ['', 8, ''],
    ['0.000000019', 8, '0.00000001'],
    ['0.12345678', 8, '0.12345678'],
    ['9.99', 1, '9.9'],
    ['9.99', 0, '9'],
    ['.', 0, ''],
    ['12.', 0, '12'],
  ])('turns %j with %i decimals into %j', (raw, decimals, clean) => {
    expect(sanitizeAmountInput(raw, decimals)).toBe(clean);
  });

  it('keeps exactly `decimals` fraction digits and cuts the next one', () => {
    expect(sanitizeAmountInput('1.123456789012345678', 18)).toBe('1.123456789012345678');
    expect(sanitizeAmountInput('1.1234567890123456789', 18)).toBe('1.123456789012345678');
  });

  const anyTyping = fc.tuple(
    fc.string({ unit: fc.constantFrom(...'0123456789.,-eE+ a'), maxLength: 40 }),
    fc.integer({ min: 0, max: MAX_TOKEN_DECIMALS }),
  );

  it('always yields empty text or an amount parseUnits accepts', () => {
    fc.assert(
      fc.property(anyTyping, ([raw, decimals]) => {
        const clean = sanitizeAmountInput(raw, decimals);
        expect(clean).toMatch(/^(\d*|\d+\.\d*)$/);
        if (clean !== '') expect(() => parseUnits(clean, decimals)).not.toThrow();
      }),
    );
  });

  it('leaves clean text unchanged', () => {
    fc.assert(
      fc.property(anyTyping, ([raw, decimals]) => {
        const clean = sanitizeAmountInput(raw, decimals);
        expect(sanitizeAmountInput(clean, decimals)).toBe(clean);
      }),
    );
  });
});

describe('cutToMaxLength', () => {
  it('keeps text up to maxLength and cuts the rest', () => {
    expect(cutToMaxLength('100', 3)).toBe('100');
    expect(cutToMaxLength('1000', 3)).toBe('100');
    expect(cutToMaxLength('12', 3)).toBe('12');
    expect(cutToMaxLength('abc', 0)).toBe('');
  });
});

describe('typedAmountUnits', () => {
  it('reads the cleaned text in base units', () => {
    expect(typedAmountUnits('1.5', 8)).toBe(150_000_000n);
    expect(typedAmountUnits('0.', 18)).toBe(0n);
  });

  it('is null while the input holds no number, or one beyond the token', () => {
    expect(typedAmountUnits('', 18)).toBeNull();
    expect(typedAmountUnits('.', 18)).toBeNull();
    expect(typedAmountUnits('0.123', 2)).toBeNull();
    expect(typedAmountUnits('9'.repeat(80), 0)).toBeNull();
  });
});

describe('hasAmount', () => {
  it('is true only for a positive amount', () => {
    expect(hasAmount(null)).toBe(false);
    expect(hasAmount(0n)).toBe(false);
    expect(hasAmount(-1n)).toBe(false);
    expect(hasAmount(1n)).toBe(true);
  });
});
