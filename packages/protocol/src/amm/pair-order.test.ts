import { describe, expect, it } from 'vitest';
import { sortTokens } from './pair-order.ts';

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
