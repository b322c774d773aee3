import { crypto } from '@btc-vision/bitcoin';
import { EpochValidator } from '@btc-vision/transaction';
import { fromHex, ZERO_HASH } from '../bytes.ts';
import type { BlockHeader } from '../chain/block-header.ts';
import { EPOCH_LENGTH } from '../tx/challenge.ts';

/**
 * The fewest leading bits a submitted solution must share with its epoch's target hash. OP_NET's
 * networks ask for 20 and more; a devnet asks for 10, about a thousand SHA-1 tries.
 */
export const EPOCH_MIN_DIFFICULTY = 10;

/** The most graffiti bytes a miner may leave in an epoch. */
export const GRAFFITI_LENGTH = 32;

export interface EpochBounds {
  startBlock: bigint;
  endBlock: bigint;
}

export function epochBounds(epochNumber: bigint): EpochBounds {
  const startBlock = epochNumber * EPOCH_LENGTH;
  return { startBlock, endBlock: startBlock + EPOCH_LENGTH - 1n };
}

/**
 * The checksum root an epoch is mined against: that of the previous epoch's last block, which
 * exists before the epoch starts. Epoch 0 has none: its target is the zero checksum before
 * genesis, and it cannot be mined.
 */
export function epochTarget(
  epochNumber: bigint,
  headerAt: (height: number) => BlockHeader | undefined,
): Uint8Array {
  if (epochNumber === 0n) return fromHex(ZERO_HASH);
  const height = Number(epochNumber * EPOCH_LENGTH - 1n);
  const header = headerAt(height);
  if (!header) throw new RangeError(`Block ${height} does not exist yet`);
  return fromHex(header.checksumRoot);
}

/** The SHA-1 of a target, which solutions are measured against. */
export function targetHash(target: Uint8Array): Uint8Array {
  return crypto.sha1(target);
}

/** A miner's solution: SHA-1 of target XOR key hash XOR salt, and its matching leading bits. */
export function solve(
  target: Uint8Array,
  mldsaHash: Uint8Array,
  salt: Uint8Array,
): { solution: Uint8Array; difficulty: number } {
  const solution = EpochValidator.calculateSolution(target, mldsaHash, salt);
  return { solution, difficulty: EpochValidator.countMatchingBits(solution, targetHash(target)) };
}
