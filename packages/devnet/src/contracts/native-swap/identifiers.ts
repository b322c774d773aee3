import { createHash } from 'node:crypto';
import { fromHex, toHex } from '../../bytes.ts';

/** A queue or purge index that is not set (u32 max), as the contract stores it. */
export const INDEX_NOT_SET = 0xffff_ffff;
/** The queue index the initial provider carries: it is never in a queue. */
export const INITIAL_PROVIDER_INDEX = 0xffff_fffe;

function bigintOf(bytes: Uint8Array): bigint {
  return bytes.length === 0 ? 0n : BigInt(`0x${toHex(bytes)}`);
}

/** reservationId = the first 16 bytes of ripemd160(token || owner): one per buyer and token. */
export function reservationIdOf(token: string, owner: string): bigint {
  const hash = createHash('ripemd160').update(fromHex(token)).update(fromHex(owner)).digest();
  return bigintOf(new Uint8Array(hash.subarray(0, 16)));
}

/** The storage key of a provider: its id as 64 hex digits. */
export function providerKeyOf(id: bigint): string {
  return id.toString(16).padStart(64, '0');
}

export function providerIdFromKey(key: string): bigint {
  return BigInt(`0x${key}`);
}
