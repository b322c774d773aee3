import { describe, expect, it } from 'vitest';
import { isTokenPageAddress } from './token-page-address.ts';

describe('isTokenPageAddress', () => {
  it('rejects an empty address and bitcoin, accepts a contract address', () => {
    expect(isTokenPageAddress(undefined)).toBe(false);
    expect(isTokenPageAddress('')).toBe(false);
    expect(isTokenPageAddress('  ')).toBe(false);
    expect(isTokenPageAddress('bitcoin')).toBe(false);
    expect(isTokenPageAddress('BITCOIN')).toBe(false);
    expect(isTokenPageAddress(`0x${'ab'.repeat(32)}`)).toBe(true);
  });
});
