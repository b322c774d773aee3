import { describe, expect, it } from 'vitest';
import { bitcoinMessageHash, signedMessagePayload } from './signed-message.ts';

const MAGIC = '\x18Bitcoin Signed Message:\n';
const bytes = (text: string) => Array.from(new TextEncoder().encode(text));

describe('signedMessagePayload', () => {
  it('prefixes the magic and a one-byte size for short messages', () => {
    expect(Array.from(signedMessagePayload('hi'))).toEqual([...bytes(MAGIC), 2, ...bytes('hi')]);
  });

  it('writes a 0xfd size with two little-endian bytes from 253 bytes on', () => {
    const payload = signedMessagePayload(new Uint8Array(300));
    const size = payload.slice(MAGIC.length, MAGIC.length + 3);
    expect(Array.from(size)).toEqual([0xfd, 300 & 0xff, 300 >> 8]);
    expect(payload.length).toBe(MAGIC.length + 3 + 300);
  });
});

describe('bitcoinMessageHash', () => {
  const hex = (bytes: Uint8Array) =>
    Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

  it.each([
    ['Hello World', 'a7af0baad5ae99b97fc69b3a0d1abcf3ef17f131cc4776e1bc11933ec8550f49'],
    ['x'.repeat(300), 'cfaa374801123c07586b32d81c6a355bb6c2b2fe3c0564c8a91c0edbc6bafdc3'],
  ])('is the double sha256 of the payload (%#)', (message, hash) => {
    expect(hex(bitcoinMessageHash(message))).toBe(hash);
    expect(hex(bitcoinMessageHash(new TextEncoder().encode(message)))).toBe(hash);
  });
});
