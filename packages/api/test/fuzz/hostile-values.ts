import fc from 'fast-check';

// Values an attacker or a broken client sends: injection attempts, unicode tricks, numbers that
// are not numbers, prototype keys, sizes far beyond any real input.

const SQL_INJECTION = [
  "' OR '1'='1",
  "'; DROP TABLE activities; --",
  '" OR ""="',
  "1' UNION SELECT token_hash, user_key FROM sessions --",
  "0x'; DELETE FROM watchlist; --",
  '1; SELECT pg_sleep(1)',
  "$1'::text",
  "\\'; TRUNCATE reservations CASCADE; --",
  "E'\\x27'",
];

const TEMPLATES_AND_PATHS = [
  '{{7*7}}',
  '${process.exit(1)}',
  '<script>alert(1)</script>',
  '%s%s%s%n',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data',
];

const UNICODE = [
  '\u0000',
  'bitcoin\u0000',
  '\u202eniotcib',
  '\ufeffbitcoin',
  'ｂｉｔｃｏｉｎ',
  'bitcoin\u200b',
  'e\u0301',
  '𝕏',
  '🙂',
  '\u00a0',
  'İ',
  'ß',
];

const NOT_NUMBERS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '-0',
  '0',
  '1e309',
  '1e-7',
  '0x10',
  '0b1',
  '1_000',
  '1.5',
  '9007199254740993',
  '99999999999999999999999999999999999999999999999999999999999999999999999999999999',
  ' 1',
  '+1',
];

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf'];

export const HOSTILE_CONSTANTS: readonly string[] = [
  '',
  ' ',
  '\t',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  ...SQL_INJECTION,
  ...TEMPLATES_AND_PATHS,
  ...UNICODE,
  ...NOT_NUMBERS,
  ...PROTOTYPE_KEYS,
];

/** Lone surrogates cannot be sent in a URL or as UTF-8 at all: a client could never send them. */
const isWellFormed = (text: string) => !/\p{Cs}/u.test(text);

/** A string no real input looks like. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_CONSTANTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: 'binary', maxLength: 20 }).filter(isWellFormed),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', '0', 'é', "'", '%'), fc.integer({ min: 201, max: 20_000 }))
      .map(([unit, times]) => unit.repeat(times)),
  },
);

/** A valid value bent a little: the near misses validation must also catch. */
export function nearMiss(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(valid, fc.nat(), hostileString, fc.constantFrom(...MUTATIONS))
    .map(([text, at, inserted, mutate]) => mutate(text, at % (text.length + 1), inserted))
    .filter(isWellFormed);
}

type Mutation = (text: string, at: number, inserted: string) => string;

const MUTATIONS: readonly Mutation[] = [
  (text, at) => text.slice(0, at),
  (text, at) => text.slice(0, at) + text.slice(at + 1),
  (text, at, inserted) => text.slice(0, at) + inserted + text.slice(at),
  (text, at, inserted) => text.slice(0, at) + inserted.slice(0, 1) + text.slice(at + 1),
  (text) => `${text}0`,
  (text) => `0x${text}`,
  (text) => `${text} `.repeat(2),
  (text) => text + text,
  (text) => text.replace(/[0-9a-f]/, 'g'),
  (text) => `${text}\n`,
  (text) => text.toUpperCase().replace(/^0X/, '0X'),
];

/** A JSON number as it is written, including ones no float holds. */
export const hostileNumberText = fc.oneof(
  fc.constantFrom(
    '-1',
    '-0',
    '1e400',
    '-1e400',
    '1e-400',
    '0.5',
    '1.0',
    '123456789012345678901234567890',
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
  fc.bigInt({ min: -(10n ** 90n), max: 10n ** 90n }).map(String),
);
