import { crypto } from '@btc-vision/bitcoin';
import { describe, expect, it } from 'vitest';
import {
  bigintFromBytes,
  bigintHex,
  concatBytes,
  equalBytes,
  fromBase64,
  fromHex,
  hash256,
  normalizeHash,
  sha256,
  toBase64,
  toHex,
  u256be,
  u32be,
  u64be,
  utf8,
} from './bytes.ts';

describe('hex', () => {
  it('writes lowercase hex without a prefix, from a view into a larger buffer too', () => {
    const buffer = Uint8Array.from([0xff, 0x00, 0xab, 0x01, 0xff]);
    expect(toHex(buffer.subarray(1, 4))).toBe('00ab01');
    expect(toHex(new Uint8Array(0))).toBe('');
  });

  it('reads hex with or without 0x, in either case', () => {
    expect([...fromHex('0x00AB01')]).toEqual([0x00, 0xab, 0x01]);
    expect([...fromHex('00ab01')]).toEqual([0x00, 0xab, 0x01]);
    expect(fromHex('0x')).toEqual(new Uint8Array(0));
  });

  it('refuses odd lengths and non-hex digits', () => {
    expect(() => fromHex('abc')).toThrow('Invalid hex string: abc');
    expect(() => fromHex('zz')).toThrow('Invalid hex string');
    expect(() => fromHex('0X00')).toThrow('Invalid hex string');
  });
});

describe('base64 and text', () => {
  it('round-trips base64 of a view', () => {
    const bytes = Uint8Array.from([9, 1, 2, 3, 9]).subarray(1, 4);
    expect(toBase64(bytes)).toBe('AQID');
    expect([...fromBase64('AQID')]).toEqual([1, 2, 3]);
  });

  it('encodes text as UTF-8', () => {
    expect(toHex(utf8('ü✓'))).toBe('c3bce29c93');
  });
});

describe('hashes', () => {
  it('hashes the concatenation of the parts', () => {
    const whole = sha256(utf8('opswap devnet'));
    expect(toHex(sha256(utf8('opswap '), utf8('devnet')))).toBe(toHex(whole));
    expect(toHex(whole)).toBe(toHex(crypto.sha256(utf8('opswap devnet'))));
  });

  it('hash256 is sha256 twice', () => {
    expect(toHex(hash256(utf8('abc')))).toBe(toHex(crypto.hash256(utf8('abc'))));
  });
});

describe('concatBytes and equalBytes', () => {
  it('joins parts in order', () => {
    expect([...concatBytes(Uint8Array.of(1), new Uint8Array(0), Uint8Array.of(2, 3))]).toEqual([
      1, 2, 3,
    ]);
    expect(concatBytes()).toEqual(new Uint8Array(0));
  });

  it('compares length and every byte', () => {
    expect(equalBytes(Uint8Array.of(1, 2), Uint8Array.of(1, 2))).toBe(true);
    expect(equalBytes(Uint8Array.of(1, 2), Uint8Array.of(1, 3))).toBe(false);
    expect(equalBytes(Uint8Array.of(1, 2), Uint8Array.of(1, 2, 0))).toBe(false);
  });
});

describe('integers', () => {
  it('writes big-endian u32, u64 and u256', () => {
    expect(toHex(u32be(0x01020304))).toBe('01020304');
    expect(toHex(u64be(0x0102030405060708n))).toBe('0102030405060708');
    expect(toHex(u256be(1n))).toBe('00'.repeat(31) + '01');
    expect(toHex(u256be((1n << 256n) - 1n))).toBe('ff'.repeat(32));
  });

  it('refuses a u256 out of range', () => {
    expect(() => u256be(1n << 256n)).toThrow(RangeError);
    expect(() => u256be(-1n)).toThrow(RangeError);
  });

  it('reads unsigned big-endian integers', () => {
    expect(bigintFromBytes(new Uint8Array(0))).toBe(0n);
    expect(bigintFromBytes(Uint8Array.of(1, 0))).toBe(256n);
    expect(bigintFromBytes(u256be(123456789n))).toBe(123456789n);
  });

  it('writes JSON-RPC quantities as 0x hex', () => {
    expect(bigintHex(0n)).toBe('0x0');
    expect(bigintHex(255n)).toBe('0xff');
  });
});

describe('normalizeHash', () => {
  it('takes 64 hex digits with or without 0x, in either case', () => {
    const hash = 'ab'.repeat(32);
    expect(normalizeHash(hash.toUpperCase())).toBe(hash);
    expect(normalizeHash('0x' + hash)).toBe(hash);
    expect(normalizeHash(hash.slice(2))).toBeNull();
    expect(normalizeHash('zz'.repeat(32))).toBeNull();
  });
});
