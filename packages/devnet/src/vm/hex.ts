import { createHash } from 'node:crypto';

const HEX_DIGITS = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const ADDRESS_PATTERN = /^0x[0-9a-f]{64}$/;
const HEX_PATTERN = /^[0-9a-f]*$/;

/** OP_NET's dead address: 32 zero bytes, what `Address.dead().toHex()` prints. */
export const DEAD_ADDRESS = `0x${'00'.repeat(32)}`;

/** Lowercase hex of bytes, without a prefix. */
export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (let i = 0; i < bytes.length; i++) hex += HEX_DIGITS[bytes[i] as number];
  return hex;
}

/** Bytes of a hex string, with or without 0x. */
export function hexToBytes(hex: string): Uint8Array {
  const digits = (hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex).toLowerCase();
  if (digits.length % 2 !== 0 || !HEX_PATTERN.test(digits)) {
    throw new TypeError(`Not a hex string: ${hex}`);
  }
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) {
    bytes[i] = Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  }
  return bytes;
}

/** 32 address bytes as the module-boundary form: 0x + 64 lowercase hex. */
export function addressFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== 32) throw new TypeError(`An address has 32 bytes, got ${bytes.length}`);
  return `0x${bytesToHex(bytes)}`;
}

export function isAddress(value: string): boolean {
  return ADDRESS_PATTERN.test(value);
}

/** Validates an address and returns it as 0x + 64 lowercase hex. */
export function normalizeAddress(value: string): string {
  const lower = value.toLowerCase();
  const prefixed = lower.startsWith('0x') ? lower : `0x${lower}`;
  if (!isAddress(prefixed)) throw new TypeError(`Not a 32-byte hex address: ${value}`);
  return prefixed;
}

export function sha256(...parts: Uint8Array[]): Uint8Array {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
