/** Decoding what the OP_NET node's JSON carries: base64 bytes, revert data, addresses and keys. */

/** OP_NET prefixes revert data with this selector, then a u32 big-endian length and UTF-8 text. */
const REVERT_SELECTOR = '63739d5c';

const HEX_ADDRESS = /^(0x)?[0-9a-fA-F]{64}$/;

export function base64ToBytes(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'base64'));
}

export function bytesToHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}

/** A 32-byte OP_NET address as the api stores it: 0x and 64 lower-case hex digits. */
export function toHexAddress(text: string): string | null {
  if (!HEX_ADDRESS.test(text)) return null;
  return '0x' + text.replace(/^0x/, '').toLowerCase();
}

/** A 32-byte value the node sends in base64 (or already as hex), as a 0x address. */
export function addressFromNode(value: string): string | null {
  const hex = toHexAddress(value);
  if (hex !== null) return hex;
  const bytes = base64ToBytes(value);
  return bytes.length === 32 ? '0x' + bytesToHex(bytes) : null;
}

/**
 * The x-only (32-byte) form of a public key the node sends in base64: interactions carry the
 * sender's key without its parity byte, but a 33-byte key is accepted too.
 */
export function xOnlyKeyFromNode(value: string): string | null {
  const bytes = /^[0-9a-fA-F]+$/.test(value)
    ? new Uint8Array(Buffer.from(value, 'hex'))
    : base64ToBytes(value);
  if (bytes.length === 32) return bytesToHex(bytes);
  if (bytes.length === 33) return bytesToHex(bytes.subarray(1));
  return null;
}

/** The x-only part of a user's compressed public key (66 hex digits): the key without parity. */
export function xOnlyOfUserKey(userKey: string): string {
  return userKey.replace(/^0x/, '').slice(2).toLowerCase();
}

/**
 * The message of a failed call's revert data: the selector-prefixed form OP_NET nodes send, else
 * the bytes as text when they are printable, else their hex.
 */
export function decodeRevertMessage(data: Uint8Array): string {
  if (data.length >= 8 && bytesToHex(data.subarray(0, 4)) === REVERT_SELECTOR) {
    const length = new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(4);
    return new TextDecoder().decode(data.subarray(8, 8 + length));
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    // eslint-disable-next-line no-control-regex
    if (!/[\u0000-\u0008\u000e-\u001f]/.test(text)) return text;
  } catch {
    // not text: fall through to hex
  }
  return '0x' + bytesToHex(data);
}

/** A number the node sends as a decimal or 0x-hex string (or a number). */
export function bigintFromNode(value: string | number | bigint | undefined | null): bigint {
  if (value === undefined || value === null || value === '') return 0n;
  return BigInt(value);
}
