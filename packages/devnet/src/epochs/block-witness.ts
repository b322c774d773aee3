import { schnorr } from '@noble/curves/secp256k1.js';
import { fromHex, sha256, utf8 } from '../bytes.ts';
import type { BlockHeader } from '../chain/block-header.ts';

/**
 * The devnet is the only node of its chain, so the one witness it can give of a block is its own:
 * a BIP340 signature, with a fixed and public devnet key, over the block's witness digest.
 */
const WITNESS_PRIVATE_KEY = sha256(utf8('opswap devnet block witness'));
export const DEVNET_WITNESS_PUBLIC_KEY: Uint8Array = schnorr.getPublicKey(WITNESS_PRIVATE_KEY);

/** Signing without fresh randomness keeps a block's witness the same on every replay. */
const NO_AUX_RANDOMNESS = new Uint8Array(32);

/**
 * What an OP_NET node's witness signs of a block: sha256(hash || previous hash || checksum root ||
 * previous checksum root), which chains it to its parent by both hashes.
 */
export function witnessDigest(header: BlockHeader): Uint8Array {
  return sha256(
    fromHex(header.hash),
    fromHex(header.previousBlockHash),
    fromHex(header.checksumRoot),
    fromHex(header.previousBlockChecksum),
  );
}

export function signBlockWitness(header: BlockHeader): Uint8Array {
  return schnorr.sign(witnessDigest(header), WITNESS_PRIVATE_KEY, NO_AUX_RANDOMNESS);
}

export function verifyBlockWitness(
  header: BlockHeader,
  signature: Uint8Array,
  publicKey: Uint8Array = DEVNET_WITNESS_PUBLIC_KEY,
): boolean {
  try {
    return schnorr.verify(signature, witnessDigest(header), publicKey);
  } catch {
    return false;
  }
}
