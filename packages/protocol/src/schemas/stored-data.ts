import { z } from 'zod/mini';

/**
 * Bounds on the free-form data a client may have stored (an activity's data): what PostgreSQL's
 * jsonb and text columns can hold and what serialises without exhausting the stack.
 */
export const STORED_DATA_LIMITS = {
  /** Objects and arrays nested inside one another, the data itself being level 1. */
  depth: 16,
  /** The data's length as JSON text. */
  jsonLength: 16_384,
} as const;

export const UNSTORABLE_TEXT = 'Must not contain NUL characters or unpaired surrogates.';
const TOO_DEEP = `Must not nest deeper than ${STORED_DATA_LIMITS.depth} levels.`;
const TOO_LONG = `Must be at most ${STORED_DATA_LIMITS.jsonLength} characters as JSON.`;

// A high surrogate without a low one after it, or a low one without a high one before it.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL can store: no NUL (refused by text and jsonb) and valid UTF-16 (no lone surrogate). */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

/** A string the API stores: storable characters, at most `maxLength` of them. */
export function storedText(maxLength: number) {
  return z
    .string()
    .check(
      z.maxLength(maxLength, { error: `Must be at most ${maxLength} characters.` }),
      z.refine(isStorableText, { error: UNSTORABLE_TEXT }),
    );
}

interface DataProblem {
  message: string;
  path: PropertyKey[];
}

/** The first thing in a JSON value that cannot be stored, with where it is; null when none. */
export function findUnstorableData(value: unknown): DataProblem | null {
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path } = next;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return { message: UNSTORABLE_TEXT, path };
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (path.length >= STORED_DATA_LIMITS.depth) return { message: TOO_DEEP, path };
    for (const [key, child] of Object.entries(item)) {
      if (!isStorableText(key)) return { message: UNSTORABLE_TEXT, path: [...path, key] };
      pending.push({ value: child, path: [...path, Array.isArray(item) ? Number(key) : key] });
    }
  }
  // Bounded in depth above, the value now serialises safely (bigints as the digits they travel as).
  const json = JSON.stringify(value, (_, item: unknown) =>
    typeof item === 'bigint' ? item.toString() : item,
  );
  return json.length > STORED_DATA_LIMITS.jsonLength ? { message: TOO_LONG, path: [] } : null;
}

/** `schema` that also refuses data the API could not store (see STORED_DATA_LIMITS). */
export function storable<S extends z.ZodMiniType>(schema: S): S {
  return schema.check(
    z.superRefine((value, ctx) => {
      const problem = findUnstorableData(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
    }),
  );
}
