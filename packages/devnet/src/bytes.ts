import { createHash } from 'node:crypto';

const UTF8 = new TextEncoder();

export function sha256(...parts: Uint8Array[]): Uint8Array {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
}

/** Bitcoin's hash256: sha256 twice. */
export function hash256(...parts: Uint8Array[]): Uint8Array {
  return sha256(sha256(...parts));
}

/** Lowercase hex, without a prefix. */
export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}

/** Accepts hex with or without a 0x prefix. */
export function fromHex(hex: string): Uint8Array {
  const body = hex.startsWith('0x') ? hex.slice(2) : hex;
  if (body.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(body)) {
    throw new Error(`Invalid hex string: ${hex.slice(0, 80)}`);
  }
  return new Uint8Array(Buffer.from(body, 'hex'));
}

export function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

export function fromBase64(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'base64'));
}

export function utf8(text: string): Uint8Array {
  return UTF8.encode(text);
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

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function u32be(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value >>> 0, false);
  return out;
}

export function u64be(value: bigint): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, BigInt.asUintN(64, value), false);
  return out;
}

/** 32 big-endian bytes of an unsigned integer below 2^256. */
export function u256be(value: bigint): Uint8Array {
  if (value < 0n || value >> 256n !== 0n) throw new RangeError(`Not a u256: ${value}`);
  return fromHex(value.toString(16).padStart(64, '0'));
}

/** The unsigned big-endian integer of bytes (0 for none). */
export function bigintFromBytes(bytes: Uint8Array): bigint {
  return bytes.length === 0 ? 0n : BigInt('0x' + toHex(bytes));
}

/** A 64-hex-digit hash, lower case, without the 0x prefix: how txids and block hashes travel. */
export function normalizeHash(hash: string): string | null {
  const body = (hash.startsWith('0x') ? hash.slice(2) : hash).toLowerCase();
  return /^[0-9a-f]{64}$/.test(body) ? body : null;
}

export const ZERO_HASH = '0'.repeat(64);

/** A JSON-RPC quantity: 0x and the hex digits of the number. */
export function bigintHex(value: bigint): string {
  return '0x' + value.toString(16);
}
