import { decodeRevertData } from 'opnet';
import { describe, expect, it } from 'vitest';
import { toHex } from '../bytes.ts';
import { decodeRevert, encodeRevert } from './revert.ts';

describe('encodeRevert', () => {
  it('writes selector 63739d5c, a big-endian u32 length and the UTF-8 text', () => {
    const bytes = encodeRevert('Insufficient balance');
    expect(toHex(bytes.subarray(0, 8))).toBe('63739d5c00000014');
    expect(new TextDecoder().decode(bytes.subarray(8))).toBe('Insufficient balance');
  });

  it('is read back by the opnet client and by decodeRevert', () => {
    for (const message of ['Motoswap: K', "Can't mint 0 tokens.", 'ünïcødé ✓', '']) {
      expect(decodeRevertData(encodeRevert(message))).toBe(message);
      expect(decodeRevert(encodeRevert(message))).toBe(message);
    }
  });

  it('does not mistake other bytes for a revert', () => {
    expect(decodeRevert(Uint8Array.from([1, 2, 3, 4, 0, 0, 0, 0]))).toBeNull();
    expect(decodeRevert(new Uint8Array(3))).toBeNull();
  });
});
