import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEAD_ADDRESS,
  DEAD_TOKEN,
  type Token,
  decimalsOf,
  dedupeTokensByAddress,
  isDeadAddress,
  isDeadToken,
  isNativeAddress,
  isNativeToken,
  isSameTokenAddress,
  nativeToken,
  popularTokens,
  withBalance,
} from './token.ts';

const MOTO_ADDRESS = `0x${'ab'.repeat(32)}`;

function token(address: string, symbol: string): Token {
  return {
    address,
    p2op: `opr1${symbol.toLowerCase()}`,
    name: symbol,
    symbol,
    decimals: 18,
    verified: true,
    maxSupply: 10n ** 27n,
    image: '',
    balance: '0',
    balanceBigint: 0n,
  };
}

const moto = token(MOTO_ADDRESS, 'MOTO');
const pill = token(`0x${'cd'.repeat(32)}`, 'PILL');
const odys = token(`0x${'ef'.repeat(32)}`, 'ODYS');

describe('nativeToken', () => {
  it.each([
    ['mainnet', 'BTC'],
    ['testnet', 'tBTC'],
    ['regtest', 'rBTC'],
  ] as const)('on %s is %s with 8 decimals', (network, symbol) => {
    const native = nativeToken(network);
    expect(native.symbol).toBe(symbol);
    expect(native.decimals).toBe(8);
    expect(native.p2op).toBe('bitcoin');
    expect(isNativeToken(native)).toBe(true);
    expect(isDeadToken(native)).toBe(false);
  });
});

describe('isNativeToken', () => {
  it('recognises Bitcoin by p2op or address and nothing else', () => {
    expect(isNativeToken({ ...moto, p2op: 'bitcoin' })).toBe(true);
    expect(isNativeToken({ ...moto, address: 'bitcoin' })).toBe(true);
    expect(isNativeToken(moto)).toBe(false);
    expect(isNativeToken(DEAD_TOKEN)).toBe(false);
    expect(isNativeToken(null)).toBe(false);
    expect(isNativeToken(undefined)).toBe(false);
    expect(isNativeAddress('Bitcoin')).toBe(true);
    expect(isNativeAddress('bitcoins')).toBe(false);
  });
});

describe('the dead address and the dead token', () => {
  it('is 32 zero bytes as Address.dead().toHex() prints it', () => {
    expect(DEAD_ADDRESS).toBe('0x0000000000000000000000000000000000000000000000000000000000000000');
  });

  it('is recognised with or without 0x, and only with all 32 bytes zero', () => {
    expect(isDeadAddress(DEAD_ADDRESS)).toBe(true);
    expect(isDeadAddress('0'.repeat(64))).toBe(true);
    expect(isDeadAddress('0X' + '0'.repeat(64))).toBe(true);
    expect(isDeadAddress('0x' + '0'.repeat(63))).toBe(false);
    expect(isDeadAddress('0x' + '0'.repeat(65))).toBe(false);
    expect(isDeadAddress('0x' + '0'.repeat(62) + 'ad')).toBe(false);
    expect(isDeadAddress('')).toBe(false);
  });

  it('is the placeholder Select Token with 18 decimals', () => {
    expect(DEAD_TOKEN.symbol).toBe('Select Token');
    expect(DEAD_TOKEN.name).toBe('Select Token');
    expect(DEAD_TOKEN.decimals).toBe(18);
    expect(isDeadToken(DEAD_TOKEN)).toBe(true);
  });

  it('counts a missing token as dead and a real one as not', () => {
    expect(isDeadToken(null)).toBe(true);
    expect(isDeadToken(undefined)).toBe(true);
    expect(isDeadToken(moto)).toBe(false);
  });
});

describe('withBalance', () => {
  it('keeps the text and bigint balances in step', () => {
    const rich = withBalance(moto, 1_500_000_000_000_000_000n);
    expect(rich.balanceBigint).toBe(1_500_000_000_000_000_000n);
    expect(rich.balance).toBe('1.5');
    expect(withBalance(nativeToken('regtest'), 50_000n).balance).toBe('0.0005');
  });
});

describe('dedupeTokensByAddress', () => {
  it('keeps the first of each address, in order, whatever the hex case', () => {
    const loud = { ...moto, address: MOTO_ADDRESS.toUpperCase().replace('0X', '0x'), name: 'x' };
    expect(dedupeTokensByAddress([moto, pill, loud, odys, pill])).toEqual([moto, pill, odys]);
    expect(isSameTokenAddress(moto.address, loud.address)).toBe(true);
    expect(isSameTokenAddress(moto.address, pill.address)).toBe(false);
  });

  it('leaves every address once and loses none', () => {
    const pool = [moto, pill, odys, nativeToken('regtest')];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pool), { maxLength: 12 }), (tokens) => {
        const unique = dedupeTokensByAddress(tokens);
        const addresses = unique.map((t) => t.address);
        expect(new Set(addresses).size).toBe(addresses.length);
        expect(new Set(addresses)).toEqual(new Set(tokens.map((t) => t.address)));
      }),
    );
  });
});

describe('popularTokens', () => {
  it('puts the native token first when allowed, then MOTO, PILL, ODYS', () => {
    const native = nativeToken('testnet');
    expect(popularTokens(native, [moto, pill, odys]).map((t) => t.symbol)).toEqual([
      'tBTC',
      'MOTO',
      'PILL',
      'ODYS',
    ]);
  });

  it('leaves the native token out when not allowed', () => {
    expect(popularTokens(null, [moto, pill, odys]).map((t) => t.symbol)).toEqual([
      'MOTO',
      'PILL',
      'ODYS',
    ]);
  });

  it('deduplicates presets configured twice', () => {
    expect(popularTokens(null, [moto, moto, pill])).toEqual([moto, pill]);
  });
});

describe('decimalsOf', () => {
  it("is the token's decimals, or the placeholder's 18 before a token is chosen", () => {
    expect(decimalsOf({ decimals: 8 })).toBe(8);
    expect(decimalsOf(null)).toBe(18);
    expect(decimalsOf(undefined)).toBe(DEAD_TOKEN.decimals);
  });
});
