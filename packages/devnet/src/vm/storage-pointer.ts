import { equalBytes, fromHex, sha256, u256be, utf8 } from '../bytes.ts';
import type { StorageValue } from './world-state.ts';

/**
 * The devnet's contracts name their slots ("balance/0x…", "totalSupply"); OP_NET reads storage at
 * 32-byte pointers. A slot's pointer is the sha256 of its name in UTF-8.
 */
export function storagePointer(slot: string): Uint8Array {
  return sha256(utf8(slot));
}

const ADDRESS = /^0x[0-9a-f]{64}$/;

/**
 * What a slot holds as bytes: a number as a 32-byte big-endian word (two's complement below
 * zero), an address as its 32 bytes, other text as UTF-8, bytes as they are.
 */
export function storageBytes(value: StorageValue): Uint8Array {
  if (typeof value === 'bigint') return u256be(BigInt.asUintN(256, value));
  if (typeof value === 'string') return ADDRESS.test(value) ? fromHex(value) : utf8(value);
  return value;
}

/** The slot of `slots` whose pointer this is, or null: no slot by that name holds a value. */
export function slotAtPointer(
  slots: Iterable<readonly [string, StorageValue]>,
  pointer: Uint8Array,
): { slot: string; value: StorageValue } | null {
  for (const [slot, value] of slots) {
    if (equalBytes(storagePointer(slot), pointer)) return { slot, value };
  }
  return null;
}
