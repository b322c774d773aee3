import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../constants.ts';
import { U64_MAX } from './amm-constants.ts';
import { assertDeadlineNotPassed, deadlineBlocksText, poolSwapDeadline } from './deadline.ts';

describe('poolSwapDeadline', () => {
  it('adds the block-deadline setting to the current block', () => {
    expect(poolSwapDeadline(1_000n, BigInt(DEFAULT_SETTINGS.blockDeadline))).toBe(1_100n);
    expect(poolSwapDeadline(7n, 0n)).toBe(7n);
  });

  it('stays within u64', () => {
    expect(poolSwapDeadline(U64_MAX - 5n, 5n)).toBe(U64_MAX);
    expect(() => poolSwapDeadline(U64_MAX - 5n, 6n)).toThrow(RangeError);
    expect(() => poolSwapDeadline(-1n, 5n)).toThrow(RangeError);
    expect(() => poolSwapDeadline(1n, -5n)).toThrow(RangeError);
  });
});

describe('assertDeadlineNotPassed', () => {
  it('allows the deadline block itself and rejects the next one', () => {
    expect(() => assertDeadlineNotPassed(105n, 105n)).not.toThrow();
    expect(() => assertDeadlineNotPassed(105n, 106n)).toThrow('EXPIRED');
  });
});

describe('deadlineBlocksText', () => {
  it('counts the deadline in blocks, one block in the singular', () => {
    expect(deadlineBlocksText(1)).toBe('1 block');
    expect(deadlineBlocksText(10)).toBe('10 blocks');
  });
});
