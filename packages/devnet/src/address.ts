import { toHex } from './bytes.ts';

const ADDRESS_PATTERN = /^0x[0-9a-f]{64}$/;

/** 32 address bytes as the module-boundary form: 0x + 64 lowercase hex. */
export function addressFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== 32) throw new TypeError(`An address has 32 bytes, got ${bytes.length}`);
  return `0x${toHex(bytes)}`;
}

export function isAddress(value: string): boolean {
  return ADDRESS_PATTERN.test(value);
}

/** An address as 0x + 64 lowercase hex (the 0x is optional), or null when it is not one. */
export function parseAddress(value: string): string | null {
  const lower = value.toLowerCase();
  const prefixed = lower.startsWith('0x') ? lower : `0x${lower}`;
  return isAddress(prefixed) ? prefixed : null;
}

/** Validates an address and returns it as 0x + 64 lowercase hex. */
export function normalizeAddress(value: string): string {
  const address = parseAddress(value);
  if (address === null) throw new TypeError(`Not a 32-byte hex address: ${value}`);
  return address;
}
