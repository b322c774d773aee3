import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils.js';

const addressBytes = (address: string) =>
  hexToBytes(address.startsWith('0x') ? address.slice(2) : address);

/**
 * The contract's id of an owner's position in a token: sha256(owner || token) of the two 32-byte
 * addresses, read as a big-endian u256 (reference nativeswap.md A.2). One owner has one provider
 * per token.
 */
export function providerIdOf(owner: string, token: string): bigint {
  const hash = sha256(concatBytes(addressBytes(owner), addressBytes(token)));
  return BigInt(`0x${bytesToHex(hash)}`);
}
