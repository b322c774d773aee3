import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { UINT256_MAX } from '../amount/units.ts';
import {
  ADDRESS_MAX_LENGTH,
  addressString,
  basePathParamsSchema,
  bigintString,
  errorBodySchema,
  formatSchemaIssues,
  hash32String,
  hexString,
  pageOffset,
  pageQuerySchema,
  transactionIdString,
  userPublicKeySchema,
} from './common.ts';
import { ANONYMOUS_USER_KEY } from '../tokens/token.ts';

describe('bigintString', () => {
  it('decodes digits into a bigint and encodes back', () => {
    expect(bigintString.parse('1234567890123456789012345')).toBe(1234567890123456789012345n);
    expect(z.encode(bigintString, 42n)).toBe('42');
    expect(bigintString.parse('0')).toBe(0n);
  });

  it('round-trips every uint256', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: UINT256_MAX }), (value) => {
        const text = z.encode(bigintString, value);
        expect(text).toMatch(/^\d+$/);
        expect(bigintString.parse(text)).toBe(value);
      }),
    );
  });

  it('accepts the uint256 maximum and rejects one more', () => {
    expect(bigintString.parse(UINT256_MAX.toString())).toBe(UINT256_MAX);
    expect(bigintString.safeParse((UINT256_MAX + 1n).toString()).success).toBe(false);
    expect(bigintString.safeParse('9'.repeat(79)).success).toBe(false);
  });

  it.each(['', '-1', '1.5', '1e3', ' 1', '0x10', '+1'])('rejects %j', (text) => {
    expect(bigintString.safeParse(text).success).toBe(false);
  });

  it('rejects numbers, which would lose precision in JSON', () => {
    expect(bigintString.safeParse(5).success).toBe(false);
  });

  it('refuses to encode a negative or too large bigint', () => {
    expect(() => z.encode(bigintString, -1n)).toThrow();
    expect(() => z.encode(bigintString, UINT256_MAX + 1n)).toThrow();
  });
});

describe('string shapes', () => {
  it('hexString wants whole bytes with an optional 0x', () => {
    expect(hexString.safeParse('0xab01').success).toBe(true);
    expect(hexString.safeParse('ab01').success).toBe(true);
    expect(hexString.safeParse('0xabc').success).toBe(false);
    expect(hexString.safeParse('0x').success).toBe(false);
    expect(hexString.safeParse('zz').success).toBe(false);
  });

  it('hash32String wants 64 hex digits', () => {
    expect(hash32String.safeParse(`0x${'a'.repeat(64)}`).success).toBe(true);
    expect(hash32String.safeParse('A'.repeat(64)).success).toBe(true);
    expect(hash32String.safeParse('a'.repeat(63)).success).toBe(false);
    expect(hash32String.safeParse('a'.repeat(65)).success).toBe(false);
  });

  it('transactionIdString wants 64 hex digits without 0x', () => {
    expect(transactionIdString.safeParse('f'.repeat(64)).success).toBe(true);
    expect(transactionIdString.safeParse(`0x${'f'.repeat(64)}`).success).toBe(false);
  });

  it('addressString trims and refuses empty or punctuated text', () => {
    expect(addressString.parse('  opr1abc ')).toBe('opr1abc');
    expect(addressString.parse('bitcoin')).toBe('bitcoin');
    expect(addressString.safeParse('   ').success).toBe(false);
    expect(addressString.safeParse('abc/def').success).toBe(false);
    expect(addressString.safeParse('a'.repeat(ADDRESS_MAX_LENGTH)).success).toBe(true);
    expect(addressString.safeParse('a'.repeat(ADDRESS_MAX_LENGTH + 1)).success).toBe(false);
  });
});

describe('userPublicKeySchema', () => {
  it('reads a compressed key in lower case without 0x', () => {
    expect(userPublicKeySchema.parse(`0x03${'AB'.repeat(32)}`)).toBe(`03${'ab'.repeat(32)}`);
  });
  it('reads the dead address, with or without 0x, as the anonymous key', () => {
    expect(userPublicKeySchema.parse('0'.repeat(64))).toBe(ANONYMOUS_USER_KEY);
    expect(userPublicKeySchema.parse(`0x${'0'.repeat(64)}`)).toBe(ANONYMOUS_USER_KEY);
  });
  it.each([`04${'a'.repeat(64)}`, `02${'a'.repeat(63)}`, 'bitcoin', `0x${'1'.repeat(64)}`])(
    'rejects %s',
    (text) => {
      expect(userPublicKeySchema.safeParse(text).success).toBe(false);
    },
  );
});

describe('path params and page query', () => {
  it('accepts the three networks on bitcoin', () => {
    for (const network of ['regtest', 'testnet', 'mainnet']) {
      const params = { blockchain: 'bitcoin', network, userPublicKey: `02${'a'.repeat(64)}` };
      expect(basePathParamsSchema.safeParse(params).success).toBe(true);
    }
  });

  it('names the bad path param', () => {
    const result = basePathParamsSchema.safeParse({
      blockchain: 'ethereum',
      network: 'signet',
      userPublicKey: 'x',
    });
    expect(result.success).toBe(false);
    const message = formatSchemaIssues(result.error!);
    expect(message).toContain('blockchain: Must be bitcoin.');
    expect(message).toContain('network: Must be one of regtest, testnet or mainnet.');
  });

  it('coerces the page, defaults to 1 and refuses 0, fractions and text', () => {
    expect(pageQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    expect(pageQuerySchema.parse({})).toEqual({ page: 1 });
    expect(pageQuerySchema.parse({ page: '1' })).toEqual({ page: 1 });
    for (const page of ['0', '-1', '1.5', 'abc']) {
      const result = pageQuerySchema.safeParse({ page });
      expect(result.success).toBe(false);
      expect(formatSchemaIssues(result.error!)).toBe('page: Must be a whole number of 1 or more.');
    }
  });

  it('pages by 50 rows', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(2)).toBe(50);
    expect(pageOffset(3)).toBe(100);
  });
});

describe('errorBodySchema and formatSchemaIssues', () => {
  it('accepts { error } and rejects a missing error', () => {
    expect(errorBodySchema.parse({ error: 'Token not found' })).toEqual({
      error: 'Token not found',
    });
    expect(errorBodySchema.safeParse({ message: 'x' }).success).toBe(false);
  });

  it('prints root issues without a path', () => {
    const result = bigintString.safeParse('x');
    expect(formatSchemaIssues(result.error!)).toBe('Must contain digits only.');
  });
});
