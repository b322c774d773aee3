import { describe, expect, it } from 'vitest';
import { bitLength } from './bit-length.ts';

describe('bitLength', () => {
  it('counts the bits', () => {
    expect(bitLength(0n)).toBe(0n);
    expect(bitLength(1n)).toBe(1n);
    expect(bitLength(255n)).toBe(8n);
    expect(bitLength(256n)).toBe(9n);
    expect(bitLength(1n << 255n)).toBe(256n);
    expect(() => bitLength(-1n)).toThrow(RangeError);
  });
});
