import { describe, expect, it } from 'vitest';
import { reservesInPairOrder, sortTokens } from './pair-order.ts';

const low = '0x00000000000000000000000000000000000000000000000000000000000000a1';
const high = '0xB000000000000000000000000000000000000000000000000000000000000001';

describe('sortTokens', () => {
  it('orders by address bytes whatever the argument order or case', () => {
    expect(sortTokens(low, high)).toEqual({ token0: low, token1: high });
    expect(sortTokens(high, low)).toEqual({ token0: low, token1: high });
    expect(sortTokens('0xab', '0xAC')).toEqual({ token0: '0xab', token1: '0xAC' });
    expect(sortTokens('ff', '0x0100')).toEqual({ token0: 'ff', token1: '0x0100' });
  });

  it('rejects identical addresses, even in another case', () => {
    expect(() => sortTokens(low, low)).toThrow('IDENTICAL_ADDRESSES');
    expect(() => sortTokens('0xab', '0xAB')).toThrow('IDENTICAL_ADDRESSES');
  });

  it('rejects the zero address and text that is not hex', () => {
    expect(() => sortTokens('0x00', high)).toThrow('ZERO_ADDRESS');
    expect(() => sortTokens('bitcoin', high)).toThrow(TypeError);
  });
});

describe('reservesInPairOrder', () => {
  it('keeps the pool order when token A is token0, and swaps it otherwise', () => {
    const a = `0x${'aa'.repeat(32)}`;
    const b = `0x${'bb'.repeat(32)}`;
    expect(reservesInPairOrder(a, a, 1n, 2n)).toEqual({ reserveA: 1n, reserveB: 2n });
    expect(reservesInPairOrder(b, a, 1n, 2n)).toEqual({ reserveA: 2n, reserveB: 1n });
  });

  it('compares addresses whatever their case or 0x prefix', () => {
    expect(reservesInPairOrder('0xABcd', 'abCD', 1n, 2n)).toEqual({ reserveA: 1n, reserveB: 2n });
  });
});
