import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortenAddress, shortenAddressForSidebar } from './shorten-address.ts';

const P2TR = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';

describe('shortenAddress', () => {
  it('keeps the first 6 and last 4 characters', () => {
    expect(shortenAddress(P2TR)).toBe('bc1p5d...3297');
    expect(shortenAddress('bc1q23xxxxxxxxxxabcd')).toBe('bc1q23...abcd');
  });

  it('shortens from 14 characters and leaves 13 or fewer unchanged', () => {
    expect(shortenAddress('abcdefghijklmn')).toBe('abcdef...klmn');
    expect(shortenAddress('abcdefghijklm')).toBe('abcdefghijklm');
    expect(shortenAddress('abcdefghij')).toBe('abcdefghij');
    expect(shortenAddress('')).toBe('');
  });

  it('never makes an address longer', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (address) => {
        expect(shortenAddress(address).length).toBeLessThanOrEqual(address.length);
      }),
    );
  });
});

describe('shortenAddressForSidebar', () => {
  it('keeps the first 6 and last 6 characters from 12 characters on', () => {
    expect(shortenAddressForSidebar(P2TR)).toBe('bc1p5d...xg3297');
    expect(shortenAddressForSidebar('abcdefghijkl')).toBe('abcdef...ghijkl');
  });

  it('leaves an address of 11 characters or fewer unchanged', () => {
    expect(shortenAddressForSidebar('abcdefghijk')).toBe('abcdefghijk');
    expect(shortenAddressForSidebar('')).toBe('');
  });
});
