import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLIPPAGE_RANGE } from '../constants.ts';
import { clampNumberInputOnBlur, isBlockedNumberInputKey } from './number-input.ts';

describe('isBlockedNumberInputKey', () => {
  it.each(['.', ',', 'e', 'E', '+'])('blocks %j', (key) => {
    expect(isBlockedNumberInputKey(key)).toBe(true);
  });

  it.each(['0', '9', '-', 'Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter', 'a'])(
    'lets %j through',
    (key) => {
      expect(isBlockedNumberInputKey(key)).toBe(false);
    },
  );
});

describe('clampNumberInputOnBlur', () => {
  const range = { min: SLIPPAGE_RANGE.min, max: SLIPPAGE_RANGE.max };

  it.each([
    ['50', 50],
    ['0', 0],
    ['100', 100],
    ['101', 100],
    ['-1', 0],
    ['  7 ', 7],
    ['', 0],
    ['abc', 0],
    ['Infinity', 0],
  ])('settles %j on %s', (raw, settled) => {
    expect(clampNumberInputOnBlur(raw, range)).toBe(settled);
  });

  it('settles on the bounds of a range that does not start at 0', () => {
    expect(clampNumberInputOnBlur('2', { min: 3, max: 20 })).toBe(3);
    expect(clampNumberInputOnBlur('3', { min: 3, max: 20 })).toBe(3);
    expect(clampNumberInputOnBlur('20', { min: 3, max: 20 })).toBe(20);
    expect(clampNumberInputOnBlur('21', { min: 3, max: 20 })).toBe(20);
  });

  it('always lands inside the range and keeps values already inside', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 1_000 }), (typed) => {
        const settled = clampNumberInputOnBlur(String(typed), range);
        expect(settled).toBeGreaterThanOrEqual(range.min);
        expect(settled).toBeLessThanOrEqual(range.max);
        if (typed >= range.min && typed <= range.max) expect(settled).toBe(typed);
      }),
    );
  });
});
