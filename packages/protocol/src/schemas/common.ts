import { z } from 'zod/mini';
import type { $ZodError } from 'zod/v4/core';
import { UINT256_MAX } from '../amount/units.ts';
import { PAGE_SIZES } from '../constants.ts';
import { PRODUCT_NETWORKS } from '../tokens/networks.ts';
import { ANONYMOUS_USER_KEY } from '../tokens/token.ts';

/** 'a', 'a or b', 'a, b or c': a closed list of values as an error message names them. */
export function oneOfText(values: readonly string[]): string {
  const last = values.at(-1) ?? '';
  return values.length < 2 ? last : `${values.slice(0, -1).join(', ')} or ${last}`;
}

/** Schema messages shared by several fields. */
export const NOT_NEGATIVE = 'Must not be negative.';
const ABOVE_UINT256 = 'Must not exceed the uint256 maximum.';
const PAGE_NUMBER = 'Must be a whole number of 1 or more.';

const UINT256_MAX_DIGITS = UINT256_MAX.toString().length;

/**
 * A non-negative integer up to uint256 that travels in JSON as a decimal string: parse decodes it
 * into a bigint, `z.encode` turns the bigint back into its string.
 */
export const bigintString = z.codec(
  z
    .string({ error: 'Must be a whole number written as a decimal string.' })
    .check(
      z.regex(/^\d+$/, { error: 'Must contain digits only.' }),
      z.maxLength(UINT256_MAX_DIGITS, { error: ABOVE_UINT256 }),
    ),
  z
    .bigint()
    .check(z.gte(0n, { error: NOT_NEGATIVE }), z.lte(UINT256_MAX, { error: ABOVE_UINT256 })),
  {
    decode: (text) => BigInt(text),
    encode: (value) => value.toString(),
  },
);

/** A signed integer as a decimal string, decoded into a bigint. */
export const signedBigintString = z.codec(
  z
    .string({ error: 'Must be a whole number written as a decimal string.' })
    .check(
      z.regex(/^-?\d{1,80}$/, { error: 'Must be a whole number written as a decimal string.' }),
    ),
  z.bigint(),
  { decode: (text) => BigInt(text), encode: (value) => value.toString() },
);

/** Hex bytes with an optional 0x prefix. */
export const hexString = z
  .string({ error: 'Must be a hex string.' })
  .check(z.regex(/^(0x)?(?:[0-9a-fA-F]{2})+$/, { error: 'Must be an even number of hex digits.' }));

/** A 32-byte hash or OP_NET address: 64 hex digits, optionally 0x-prefixed. */
export const hash32String = z
  .string({ error: 'Must be a 32-byte hex string.' })
  .check(z.regex(/^(0x)?[0-9a-fA-F]{64}$/, { error: 'Must be 64 hex digits.' }));

/** A Bitcoin transaction id: 64 hex digits. */
export const transactionIdString = z
  .string({ error: 'Must be a transaction id.' })
  .check(z.regex(/^[0-9a-fA-F]{64}$/, { error: 'Must be a 64-character hex transaction id.' }));

// Addresses come in several shapes (0x hex, public keys, bech32 p2op/p2tr, 'bitcoin' for the native
// token); the API only guards the character set and length, the chain decides the rest.
/**
 * The longest address accepted: room for an uncompressed public key in hex (132 characters) and
 * any bech32 address. The API's router takes path parameters up to this length too.
 */
export const ADDRESS_MAX_LENGTH = 200;

/** Any address-like string: hex, bech32, base58 or the native token's 'bitcoin'. */
export const addressString = z
  .string({ error: 'Must be an address.' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Must not be empty.', abort: true }),
    z.maxLength(ADDRESS_MAX_LENGTH, { error: `Must be at most ${ADDRESS_MAX_LENGTH} characters.` }),
    z.regex(/^[0-9A-Za-z]+$/, { error: 'Must contain letters and digits only.' }),
  );

export const networkSchema = z.enum(PRODUCT_NETWORKS, {
  error: `Must be one of ${oneOfText(PRODUCT_NETWORKS)}.`,
});

export const BLOCKCHAINS = ['bitcoin'] as const;
export type Blockchain = (typeof BLOCKCHAINS)[number];
export const blockchainSchema = z.enum(BLOCKCHAINS, {
  error: `Must be ${oneOfText(BLOCKCHAINS)}.`,
});

/**
 * The user in an API path: the wallet's compressed public key (66 hex digits, 02 or 03 first,
 * as wallets' getPublicKey gives it), or the dead address for an anonymous visitor. Read in
 * lower case and without 0x, so one wallet is one key however it was written.
 */
export const userPublicKeySchema = z.pipe(
  z.string({ error: 'Must be a public key.' }).check(
    z.regex(/^(0x)?(0{64}|0[23][0-9a-fA-F]{64})$/, {
      error: 'Must be a compressed public key (66 hex digits) or the dead address.',
    }),
  ),
  z.transform((text) => {
    const hex = text.replace(/^0x/, '').toLowerCase();
    return hex.length === 64 ? ANONYMOUS_USER_KEY : hex;
  }),
);

/** The path prefix api/v1/{blockchain}/{network}/{userPublicKey} of every API route. */
export const basePathParamsSchema = z.object({
  blockchain: blockchainSchema,
  network: networkSchema,
  userPublicKey: userPublicKeySchema,
});
export type BasePathParams = z.infer<typeof basePathParamsSchema>;

/** ?page=N, 1-based; query strings arrive as text, so the number is coerced. */
export const pageQuerySchema = z.object({
  page: z._default(
    z.coerce
      .number({ error: PAGE_NUMBER })
      .check(z.int({ error: PAGE_NUMBER }), z.gte(1, { error: PAGE_NUMBER })),
    1,
  ),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Rows to skip for a 1-based API page of PAGE_SIZES.api rows. */
export function pageOffset(page: number): number {
  return (page - 1) * PAGE_SIZES.api;
}

/** The body of every API error answer. */
export const errorBodySchema = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A millisecond Unix timestamp. */
export const timestampMs = z
  .number({ error: 'Must be a timestamp in milliseconds.' })
  .check(
    z.int({ error: 'Must be a whole number of milliseconds.' }),
    z.nonnegative({ error: NOT_NEGATIVE }),
  );

/** A block height. */
export const blockHeight = z
  .number({ error: 'Must be a block height.' })
  .check(z.int({ error: 'Must be a whole block height.' }), z.nonnegative({ error: NOT_NEGATIVE }));

/** A count, an index or a time in whole seconds: a whole number, 0 or more. */
export const nonNegativeInteger = z.number().check(z.int(), z.nonnegative());

/** One line naming each failing field, e.g. 'data.amountIn: Must contain digits only.' */
export function formatSchemaIssues(error: $ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      return path === '' ? issue.message : `${path}: ${issue.message}`;
    })
    .join('; ');
}
