import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { describe, expect, it } from 'vitest';
import { addressFromBytes, isAddress, normalizeAddress, parseAddress } from './address.ts';

const ADDRESS = '0x' + 'ab'.repeat(32);

describe('OP_NET addresses', () => {
  it('prints 32 bytes as 0x + 64 lowercase hex', () => {
    expect(addressFromBytes(new Uint8Array(32))).toBe(DEAD_ADDRESS);
    expect(addressFromBytes(new Uint8Array(32).fill(0xab))).toBe(ADDRESS);
    expect(() => addressFromBytes(new Uint8Array(20))).toThrow('An address has 32 bytes, got 20');
  });

  it('recognises only the normalized form', () => {
    expect(isAddress(ADDRESS)).toBe(true);
    expect(isAddress(ADDRESS.toUpperCase())).toBe(false);
    expect(isAddress(ADDRESS.slice(2))).toBe(false);
  });

  it('normalizes case and the 0x prefix, or says it is not an address', () => {
    expect(parseAddress(ADDRESS.toUpperCase())).toBe(ADDRESS);
    expect(parseAddress(ADDRESS.slice(2))).toBe(ADDRESS);
    expect(parseAddress('0x1234')).toBeNull();
    expect(normalizeAddress('AB'.repeat(32))).toBe(ADDRESS);
    expect(() => normalizeAddress('0x1234')).toThrow('Not a 32-byte hex address: 0x1234');
  });
});
