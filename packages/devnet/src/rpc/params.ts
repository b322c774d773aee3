import { z } from 'zod';
import { normalizeHash } from '../bytes.ts';
import { invalidParams } from './json-rpc.ts';

/** Validates a params array; a mismatch answers -32602 naming the first bad position. */
export function parseParams<T extends z.ZodType>(
  schema: T,
  params: readonly unknown[],
): z.output<T> {
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at params[${issue.path.join('][')}]` : '';
  throw invalidParams(`Invalid params${where}: ${issue?.message ?? 'malformed'}`);
}

/** A tuple of params whose trailing entries may be left out; extra entries are ignored. */
export function paramsTuple<T extends readonly [z.ZodType, ...z.ZodType[]]>(
  items: T,
): z.ZodTuple<T, z.ZodUnknown> {
  return z.tuple(items, z.unknown());
}

/** A txid or block hash: 64 hex digits, 0x optional; normalized to lower case without 0x. */
export const hashParam = z.string().transform((value, ctx) => {
  const hash = normalizeHash(value);
  if (hash === null) {
    ctx.addIssue({ code: 'custom', message: 'expected a 64-hex-digit hash' });
    return z.NEVER;
  }
  return hash;
});

/**
 * The longest hex parameter, 0x aside: 4 MB of bytes, more than any transaction a block can hold.
 * Checked before the digits are read, so a huge parameter costs one length check.
 */
export const MAX_HEX_PARAM_DIGITS = 8_000_000;

/** Bytes as hex with an even number of digits, 0x optional; normalized to lower case without 0x. */
export const hexParam = z.string().transform((value, ctx) => {
  const digits = value.startsWith('0x') ? value.slice(2) : value;
  if (digits.length > MAX_HEX_PARAM_DIGITS) {
    ctx.addIssue({
      code: 'custom',
      message: `expected at most ${MAX_HEX_PARAM_DIGITS} hex digits`,
    });
    return z.NEVER;
  }
  // A plain character class: a repeated group, ([0-9a-f]{2})*, recurses once per byte in V8
  // and overflows the stack on megabytes of hex.
  if (digits.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(digits)) {
    ctx.addIssue({ code: 'custom', message: 'expected hex' });
    return z.NEVER;
  }
  return digits.toLowerCase();
});

/** An OP_NET address (0x + 64 hex). */
export const opnetAddressParam = z
  .string()
  .regex(/^(0x)?[0-9a-fA-F]{64}$/, 'expected 0x + 64 hex digits')
  .transform((value) => '0x' + (value.startsWith('0x') ? value.slice(2) : value).toLowerCase());

/** A non-negative integer sent as a number, a decimal string or a 0x hex string. */
export const integerParam = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const text = String(value).trim();
  const parsed =
    typeof value === 'number'
      ? Number.isSafeInteger(value)
        ? BigInt(value)
        : null
      : /^-?\d+$/.test(text) || /^0x[0-9a-fA-F]+$/.test(text)
        ? BigInt(text)
        : null;
  if (parsed === null) {
    ctx.addIssue({ code: 'custom', message: 'expected an integer' });
    return z.NEVER;
  }
  return parsed;
});

export const flagParam = z.boolean().nullish();
