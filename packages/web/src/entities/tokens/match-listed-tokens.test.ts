import { describe, expect, it } from 'vitest';
import { matchListedTokens } from './match-listed-tokens.ts';

const listed = [
  { address: '0xaa', symbol: 'PILL', name: 'Orange Pill' },
  { address: '0xbb', symbol: 'MOTO', name: 'Motoswap' },
  { address: '0xAA', symbol: 'PILL', name: 'Orange Pill' },
  { address: '0xcc', symbol: 'ORANGEPILL', name: 'Another orange pill' },
];

describe('matchListedTokens', () => {
  it('finds by name, symbol or address, each address once', () => {
    expect(matchListedTokens(listed, 'orange pill')).toEqual(['0xaa', '0xcc']);
    expect(matchListedTokens(listed, '0xBB')).toEqual(['0xbb']);
  });

  it('puts exact symbol matches first', () => {
    expect(matchListedTokens(listed, 'orangepill')).toEqual(['0xcc']);
    expect(matchListedTokens(listed, 'pill')).toEqual(['0xaa', '0xcc']);
  });

  it('finds nothing for blank or unknown text', () => {
    expect(matchListedTokens(listed, '   ')).toEqual([]);
    expect(matchListedTokens(listed, 'nothing like it')).toEqual([]);
  });
});
