import { createHash } from 'node:crypto';

export function sha256(...parts: Uint8Array[]): Uint8Array {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
}

/** Bitcoin's hash256: sha256 twice. */
export function hash256(...parts: Uint8Array[]): Uint8Array {
  return sha256(sha256(...parts));
}

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
  return new TextEncoder().encode(text);
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

/** A 64-hex-digit hash, lower case, without the 0x prefix: how txids and block hashes travel. */
export function normalizeHash(hash: string): string | null {
  const body = (hash.startsWith('0x') ? hash.slice(2) : hash).toLowerCase();
  return /^[0-9a-f]{64}$/.test(body) ? body : null;
}

export const ZERO_HASH = '0'.repeat(64);

export function bigintHex(value: bigint): string {
  return '0x' + value.toString(16);
}
