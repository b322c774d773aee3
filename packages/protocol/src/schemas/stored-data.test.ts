import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  findUnstorableData,
  isStorableText,
  STORED_DATA_LIMITS,
  storable,
  storedText,
  UNSTORABLE_TEXT,
} from './stored-data.ts';

const deep = (levels: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
};

describe('storable text', () => {
  it.each(['', 'MOTO', '🙂 paired surrogates', 'é\u0301', '\u202e'])('keeps %j', (text) => {
    expect(isStorableText(text)).toBe(true);
  });

  it.each(['\u0000', 'a\u0000b', '\ud800', 'a\udfffb', '\udc00\ud800'])('refuses %j', (text) => {
    expect(isStorableText(text)).toBe(false);
  });

  it('bounds a stored string in length and characters', () => {
    const symbol = storedText(4);
    expect(symbol.safeParse('MOTO').success).toBe(true);
    expect(symbol.safeParse('MOTOS').error?.issues[0]?.message).toBe(
      'Must be at most 4 characters.',
    );
    expect(symbol.safeParse('M\u0000').error?.issues[0]?.message).toBe(UNSTORABLE_TEXT);
  });
});

describe('storable data', () => {
  it('passes plain data, bigints included', () => {
    expect(findUnstorableData({ a: [1, 'x', { b: null }], n: 5n })).toBeNull();
  });

  it('names where an unstorable string or key is', () => {
    expect(findUnstorableData({ a: [{ b: 'x\u0000' }] })).toEqual({
      message: UNSTORABLE_TEXT,
      path: ['a', 0, 'b'],
    });
    expect(findUnstorableData({ a: { '\ud800': 1 } })?.path).toEqual(['a', '\ud800']);
  });

  it('allows the deepest nesting and refuses one level more', () => {
    expect(findUnstorableData(deep(STORED_DATA_LIMITS.depth))).toBeNull();
    expect(findUnstorableData(deep(STORED_DATA_LIMITS.depth + 1))?.message).toBe(
      'Must not nest deeper than 16 levels.',
    );
    expect(findUnstorableData(deep(100_000))?.message).toContain('deeper');
  });

  it('bounds the JSON length', () => {
    const room = STORED_DATA_LIMITS.jsonLength - '{"a":""}'.length;
    expect(findUnstorableData({ a: 'x'.repeat(room) })).toBeNull();
    expect(findUnstorableData({ a: 'x'.repeat(room + 1) })?.message).toBe(
      'Must be at most 16384 characters as JSON.',
    );
  });

  it('adds the check to a schema, with the path of the problem', () => {
    const schema = storable(z.object({ data: z.record(z.string(), z.unknown()) }));
    expect(schema.safeParse({ data: { ok: 'yes' } }).success).toBe(true);
    const issue = schema.safeParse({ data: { bad: '\u0000' } }).error?.issues[0];
    expect(issue).toMatchObject({ message: UNSTORABLE_TEXT, path: ['data', 'bad'] });
  });
});
