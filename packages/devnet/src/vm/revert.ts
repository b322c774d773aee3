import { concatBytes, equalBytes, u32be, utf8 } from '../bytes.ts';

/** The selector OP_NET prefixes revert data with (the client's RevertDecoder checks it). */
export const REVERT_SELECTOR = Uint8Array.from([0x63, 0x73, 0x9d, 0x5c]);

/** A contract reverted: the message is the exact text the receipt and btc_call carry. */
export class Revert extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Revert';
  }
}

/** Revert bytes as an OP_NET node sends them: selector 63739d5c, u32 big-endian length, UTF-8. */
export function encodeRevert(message: string): Uint8Array {
  const text = utf8(message);
  return concatBytes(REVERT_SELECTOR, u32be(text.length), text);
}

/** The message of encoded revert bytes, or null when they do not start with the selector. */
export function decodeRevert(data: Uint8Array): string | null {
  if (data.length < 8 || !equalBytes(data.subarray(0, 4), REVERT_SELECTOR)) return null;
  const length = new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(4, false);
  return new TextDecoder().decode(data.subarray(8, 8 + length));
}

/** The revert message of anything a contract threw. */
export function revertMessageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
