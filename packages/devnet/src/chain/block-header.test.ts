import { describe, expect, it } from 'vitest';
import {
  blockHash,
  checksumRoot,
  medianTime,
  merkleRoot,
  type HeaderInput,
} from './block-header.ts';

const header: HeaderInput = {
  height: 7,
  previousBlockHash: 'aa'.repeat(32),
  previousBlockChecksum: '0x' + 'bb'.repeat(32),
  merkleRoot: 'cc'.repeat(32),
  receiptRoot: '0x' + 'dd'.repeat(32),
  storageRoot: '0x' + 'ee'.repeat(32),
  time: 1_700_000_000,
  medianTime: 1_699_999_990,
  nonce: 0,
  gasUsed: 12_345n,
};

describe('block header', () => {
  it("computes Bitcoin's merkle root (block 170 of mainnet)", () => {
    expect(
      merkleRoot([
        'b1fea52486ce0c62bb442b530a3f0132b826c74e473d1f2c220bfa78111c5082',
        'f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16',
      ]),
    ).toBe('7dac2c5666815c17a3b36427de37bb9d2e2c5ccec3f8633eb91a4205cb4c10ff');
    expect(merkleRoot(['ab'.repeat(32)])).toBe('ab'.repeat(32));
  });

  it('hashes every header field, the previous hash included', () => {
    const checksum = checksumRoot(header);
    const hash = blockHash(header, checksum);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(blockHash(header, checksum)).toBe(hash);
    for (const change of [
      { previousBlockHash: '00'.repeat(32) },
      { nonce: 1 },
      { time: header.time + 1 },
      { gasUsed: 1n },
    ]) {
      const changed = { ...header, ...change };
      expect(blockHash(changed, checksumRoot(changed))).not.toBe(hash);
    }
    const otherReceipts = { ...header, receiptRoot: '0x' + '00'.repeat(32) };
    expect(checksumRoot(otherReceipts)).not.toBe(checksum);
  });

  it('takes the median of the last eleven times', () => {
    expect(medianTime([5])).toBe(5);
    expect(medianTime([1, 2, 3, 100])).toBe(3);
    expect(medianTime([99, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toBe(6);
  });
});
