import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NATIVE_SEARCH_TERM,
  TOKEN_SEARCH_MESSAGES,
  classifyAddress,
  isContractAddressKind,
  planTokenSearch,
} from './token-search.ts';

const PROGRAM_21_BYTES = 'qqdqy5gya7lp4ylsnsm7qdpgtpmhh4ucjh'; // 34 chars
const CHECKSUM = 'snwh2g';
const P2OP_REGTEST = `opr1s${PROGRAM_21_BYTES}${CHECKSUM}`;
const P2OP_TESTNET = `opt1s${PROGRAM_21_BYTES}${CHECKSUM}`;
const P2OP_MAINNET = `op1s${PROGRAM_21_BYTES}${CHECKSUM}`;
const P2TR_MAINNET = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';
const P2TR_REGTEST = `bcrt1p${'q'.repeat(52)}${CHECKSUM}`;
const P2WPKH_MAINNET = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const P2WSH_OPNET_TESTNET = 'opt1qdn74lndmxp9f2m7tgfw8lmh939yeefym4qa7qatc3eaqs8jdlx9srz7kar';
const COMPRESSED_KEY = `02${'a1'.repeat(32)}`;
const UNCOMPRESSED_KEY = `04${'b2'.repeat(64)}`;
const OPNET_ADDRESS = `0x${'c3'.repeat(32)}`;

describe('classifyAddress', () => {
  it.each([
    [OPNET_ADDRESS, 'opnet-address', null],
    [COMPRESSED_KEY, 'public-key', null],
    [`0x${COMPRESSED_KEY}`, 'public-key', null],
    [`03${'0f'.repeat(32)}`, 'public-key', null],
    [UNCOMPRESSED_KEY, 'public-key', null],
    [P2OP_REGTEST, 'p2op', 'regtest'],
    [P2OP_TESTNET, 'p2op', 'testnet'],
    [P2OP_MAINNET, 'p2op', 'mainnet'],
    [P2OP_REGTEST.toUpperCase(), 'p2op', 'regtest'],
    [P2TR_MAINNET, 'p2tr', 'mainnet'],
    [P2TR_REGTEST, 'p2tr', 'regtest'],
    [`tb1p${'q'.repeat(52)}${CHECKSUM}`, 'p2tr', 'testnet'],
    [P2WPKH_MAINNET, 'p2wpkh', 'mainnet'],
    [P2WSH_OPNET_TESTNET, 'p2wsh', 'testnet'],
    [`bc1s${PROGRAM_21_BYTES}${CHECKSUM}`, 'segwit', 'mainnet'],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'legacy', 'mainnet'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'legacy', 'mainnet'],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'legacy', null],
  ])('%s is %s', (address, kind, network) => {
    expect(classifyAddress(address)).toEqual({ kind, network });
  });

  it.each([
    ['a 0x key of 31 bytes', `0x${'c3'.repeat(31)}`],
    ['a 05-prefixed key', `05${'a1'.repeat(32)}`],
    ['mixed-case bech32', `opr1S${PROGRAM_21_BYTES}${CHECKSUM}`],
    ['an unknown prefix', `ltc1q${'q'.repeat(32)}${CHECKSUM}`],
    ['a bech32 character outside the alphabet', `opr1s${PROGRAM_21_BYTES.slice(1)}b${CHECKSUM}`],
    ['no separator', 'opsqqdqy5gya7lp4ylsnsm7qdpgtpmhh4ucjhsnwh2g'],
    ['too short a program', 'opr1sqqqqqqq'],
    ['text', 'hello world'],
  ])('%s is unknown', (_label, address) => {
    expect(classifyAddress(address).kind).toBe('unknown');
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof classifyAddress(text).kind).toBe('string');
      }),
    );
  });
});

describe('isContractAddressKind', () => {
  it('accepts p2op and keys only', () => {
    expect(isContractAddressKind('p2op')).toBe(true);
    expect(isContractAddressKind('public-key')).toBe(true);
    expect(isContractAddressKind('opnet-address')).toBe(true);
    for (const kind of ['p2tr', 'p2wpkh', 'p2wsh', 'segwit', 'legacy', 'unknown'] as const) {
      expect(isContractAddressKind(kind)).toBe(false);
    }
  });
});

describe('planTokenSearch', () => {
  it('does nothing under 3 characters', () => {
    expect(planTokenSearch('', 'regtest')).toEqual({ kind: 'recent' });
    expect(planTokenSearch('bi', 'regtest')).toEqual({ kind: 'recent' });
    expect(planTokenSearch('  b ', 'regtest')).toEqual({ kind: 'recent' });
  });

  it("offers the native token for 'bitcoin' and its prefixes from 3 characters", () => {
    expect(NATIVE_SEARCH_TERM).toBe('bitcoin');
    for (const text of ['bit', 'bitc', 'bitcoin', ' BitCoin ']) {
      expect(planTokenSearch(text, 'regtest')).toEqual({ kind: 'native' });
    }
    expect(planTokenSearch('bitcoins', 'regtest')).toEqual({ kind: 'recent' });
    expect(planTokenSearch('abc', 'regtest')).toEqual({ kind: 'recent' });
  });

  it('searches only past 10 trimmed characters', () => {
    expect(planTokenSearch('abcdefghij', 'regtest')).toEqual({ kind: 'recent' });
    expect(planTokenSearch('  abcdefghij  ', 'regtest')).toEqual({ kind: 'recent' });
    expect(planTokenSearch('abcdefghijk', 'regtest')).toEqual({
      kind: 'search',
      query: 'abcdefghijk',
    });
    expect(planTokenSearch(` ${'x'.repeat(40)} `, 'regtest')).toEqual({
      kind: 'search',
      query: 'x'.repeat(40),
    });
  });

  it('looks addresses up past 40 characters when they can name a contract', () => {
    expect(planTokenSearch(P2OP_REGTEST, 'regtest')).toEqual({
      kind: 'address',
      address: P2OP_REGTEST,
      addressKind: 'p2op',
    });
    expect(planTokenSearch(` ${COMPRESSED_KEY} `, 'regtest')).toMatchObject({
      kind: 'address',
      address: COMPRESSED_KEY,
      addressKind: 'public-key',
    });
    expect(planTokenSearch(OPNET_ADDRESS, 'regtest')).toMatchObject({
      addressKind: 'opnet-address',
    });
  });

  it('rejects other text past 40 characters', () => {
    const rejected = {
      kind: 'rejected',
      message: 'Only p2op and public key addresses are supported for contracts.',
    };
    expect(TOKEN_SEARCH_MESSAGES.unsupportedAddress).toBe(rejected.message);
    expect(planTokenSearch('x'.repeat(41), 'regtest')).toEqual(rejected);
    expect(planTokenSearch(P2TR_MAINNET, 'regtest')).toEqual(rejected);
    expect(planTokenSearch(P2TR_REGTEST, 'regtest')).toEqual(rejected);
    expect(planTokenSearch(P2WPKH_MAINNET, 'regtest')).toEqual(rejected);
    expect(planTokenSearch(P2WSH_OPNET_TESTNET, 'regtest')).toEqual(rejected);
  });

  it('rejects a p2op address of another network than the app is on', () => {
    expect(planTokenSearch(P2OP_MAINNET, 'regtest')).toEqual({
      kind: 'rejected',
      message: 'This address is for Mainnet; the app is on Regtest.',
    });
    expect(planTokenSearch(P2OP_REGTEST, 'testnet')).toEqual({
      kind: 'rejected',
      message: 'This address is for Regtest; the app is on Testnet.',
    });
    expect(planTokenSearch(P2OP_TESTNET, 'testnet')).toMatchObject({ kind: 'address' });
  });
});
