import { fromHex, hash256, sha256, toHex, u32be, u64be, utf8, ZERO_HASH } from '../bytes.ts';

/** Everything a block says about itself; the JSON-RPC layer turns it into opnet's IBlock. */
export interface BlockHeader {
  height: number;
  /** 64 hex digits, no prefix. */
  hash: string;
  previousBlockHash: string;
  /** 0x-prefixed, like the roots. */
  checksumRoot: string;
  previousBlockChecksum: string;
  merkleRoot: string;
  receiptRoot: string;
  storageRoot: string;
  /** Seconds. */
  time: number;
  medianTime: number;
  /** Distinguishes a block re-mined at the same height after a reorg. */
  nonce: number;
  gasUsed: bigint;
  ema: bigint;
  baseGas: bigint;
  txCount: number;
  size: number;
  strippedSize: number;
  weight: number;
}

export const REGTEST_BITS = '207fffff';
export const BLOCK_VERSION = 0x20000000;
const HEADER_BYTES = 80;

export const GENESIS_PREVIOUS_HASH = ZERO_HASH;
export const GENESIS_PREVIOUS_CHECKSUM = '0x' + ZERO_HASH;

/** Bitcoin's merkle root over txids (display order in, display order out). */
export function merkleRoot(txids: readonly string[]): string {
  if (txids.length === 0) return ZERO_HASH;
  let level = txids.map((txid) => fromHex(txid).reverse());
  while (level.length > 1) {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as Uint8Array;
      const right = level[i + 1] ?? left;
      next.push(hash256(left, right));
    }
    level = next;
  }
  return toHex((level[0] as Uint8Array).slice().reverse());
}

/** Median of the last (up to) eleven block times, this block included. */
export function medianTime(times: readonly number[]): number {
  const window = times.slice(-11).sort((a, b) => a - b);
  return window[Math.floor(window.length / 2)] ?? 0;
}

/** The fields a block's checksum and hash are computed from. */
export type HeaderInput = Pick<
  BlockHeader,
  | 'height'
  | 'previousBlockHash'
  | 'previousBlockChecksum'
  | 'merkleRoot'
  | 'receiptRoot'
  | 'storageRoot'
  | 'time'
  | 'medianTime'
  | 'nonce'
  | 'gasUsed'
>;

/** The checksum chains every block's contents to its parent's checksum. */
export function checksumRoot(input: HeaderInput): string {
  return (
    '0x' +
    toHex(
      sha256(
        fromHex(input.previousBlockChecksum),
        fromHex(input.merkleRoot),
        fromHex(input.receiptRoot),
        fromHex(input.storageRoot),
        u64be(BigInt(input.height)),
      ),
    )
  );
}

/** sha256 of the header fields, the previous block's hash first. */
export function blockHash(input: HeaderInput, checksum: string): string {
  return toHex(
    sha256(
      fromHex(input.previousBlockHash),
      fromHex(checksum),
      u32be(BLOCK_VERSION),
      u64be(BigInt(input.height)),
      u32be(input.time),
      u32be(input.medianTime),
      u32be(input.nonce),
      u64be(input.gasUsed),
      utf8(REGTEST_BITS),
    ),
  );
}

export interface BlockSizes {
  size: number;
  strippedSize: number;
  weight: number;
}

/** Sizes of a block holding transactions of these sizes (raw bytes with witness, vbytes). */
export function blockSizes(
  transactions: readonly { rawLength: number; vsize: number }[],
): BlockSizes {
  let size = HEADER_BYTES + 1;
  let weight = (HEADER_BYTES + 1) * 4;
  for (const tx of transactions) {
    size += tx.rawLength;
    weight += tx.vsize * 4;
  }
  return { size, weight, strippedSize: Math.max(HEADER_BYTES, Math.floor((weight - size) / 3)) };
}
