import { addressFromBytes } from '../address.ts';
import { fromHex, sha256, utf8 } from '../bytes.ts';

/**
 * The address of a contract created by a deployer (a user, the seed, or a factory): sha256 of
 * the deployer's 32 address bytes followed by the salt. A factory's pool salt is
 * sha256(token0 bytes || token1 bytes), so a pair always lands at the same address.
 */
export function deriveContractAddress(deployer: string, salt: Uint8Array): string {
  return addressFromBytes(sha256(fromHex(deployer), salt));
}

/** The salt of a contract named by text (the seed's 'MOTO', 'factory', ...). */
export function saltOf(name: string): Uint8Array {
  return sha256(utf8(name));
}
