import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils.js';

const OPNET_ADDRESS = /^0x[0-9a-f]{64}$/;

/** Whether a text is an OP_NET address: 0x and 32 bytes of hex, lower case. */
export function isOpnetAddress(text: string): boolean {
  return OPNET_ADDRESS.test(text);
}

/** A NativeSwap provider id (a u256) as 64 hex digits, the form the market tables keep. */
export function providerIdHex(id: bigint): string {
  return id.toString(16).padStart(64, '0');
}

/**
 * The contract's id of an owner's position in a token: sha256(owner || token) (reference
 * nativeswap.md A.2), so one owner has one provider per token.
 */
export function providerIdOf(owner: string, token: string): string {
  return bytesToHex(sha256(concatBytes(hexToBytes(owner.slice(2)), hexToBytes(token.slice(2)))));
}
