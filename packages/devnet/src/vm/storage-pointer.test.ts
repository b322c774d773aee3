import { describe, expect, it } from 'vitest';
import { sha256, toHex, utf8 } from '../bytes.ts';
import { slotAtPointer, storageBytes, storagePointer } from './storage-pointer.ts';

describe('storage pointers', () => {
  it('point at a slot by the sha256 of its name', () => {
    expect(toHex(storagePointer('totalSupply'))).toBe(toHex(sha256(utf8('totalSupply'))));
    const slots = new Map<string, bigint | string>([
      ['totalSupply', 5n],
      ['owner', '0x' + 'ab'.repeat(32)],
    ]);
    expect(slotAtPointer(slots, storagePointer('owner'))).toEqual({
      slot: 'owner',
      value: '0x' + 'ab'.repeat(32),
    });
    expect(slotAtPointer(slots, storagePointer('balance/0x00'))).toBeNull();
  });

  it('read numbers and addresses as 32-byte words, text as UTF-8, bytes as they are', () => {
    expect(toHex(storageBytes(258n))).toBe('0'.repeat(60) + '0102');
    expect(toHex(storageBytes(-1n))).toBe('f'.repeat(64));
    expect(toHex(storageBytes('0x' + 'cd'.repeat(32)))).toBe('cd'.repeat(32));
    expect(new TextDecoder().decode(storageBytes('Token AAA'))).toBe('Token AAA');
    expect(storageBytes(Uint8Array.from([1, 2, 3]))).toEqual(Uint8Array.from([1, 2, 3]));
  });
});
