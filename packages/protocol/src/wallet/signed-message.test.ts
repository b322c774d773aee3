import { describe, expect, it } from 'vitest';
import { signedMessagePayload } from './signed-message.ts';

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
