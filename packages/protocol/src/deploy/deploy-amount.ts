import { parseUnits } from '../amount/units.ts';

const DECIMAL_TEXT = /^(\d*)(?:\.(\d*))?$/;
const WHOLE_NUMBER = /^\d+$/;

export const DEPLOY_NUMBER_MESSAGES = {
  required: 'Enter an amount.',
  notANumber: 'Enter a number, like 1000 or 0.5.',
  tooLarge: 'This number is too large.',
  notWhole: 'Enter a whole number, like 0 or 100.',
  tooManyDecimals: (decimals: number) =>
    decimals === 0
      ? 'This token has no decimals: enter a whole number.'
      : `Use at most ${decimals} decimal places.`,
} as const;

export type FieldParse<T> = { ok: true; value: T } | { ok: false; message: string };

/** An empty optional field is its default; an empty required one asks for a value. */
function emptyField(whenEmpty: bigint | undefined): FieldParse<bigint> {
  return whenEmpty === undefined
    ? { ok: false, message: DEPLOY_NUMBER_MESSAGES.required }
    : { ok: true, value: whenEmpty };
}

/**
 * A token amount typed in whole tokens ('1000', '0.5', '1,000') as base units of a token with
 * `decimals` decimals. Empty text is `whenEmpty` when given, else a message.
 */
export function parseTokenAmountField(
  text: string,
  decimals: number,
  whenEmpty?: bigint,
): FieldParse<bigint> {
  const clean = text.trim().replaceAll(',', '');
  if (clean === '') return emptyField(whenEmpty);
  const match = DECIMAL_TEXT.exec(clean);
  if (!match || clean === '.') return { ok: false, message: DEPLOY_NUMBER_MESSAGES.notANumber };
  if ((match[2] ?? '').length > decimals) {
    return { ok: false, message: DEPLOY_NUMBER_MESSAGES.tooManyDecimals(decimals) };
  }
  try {
    return { ok: true, value: parseUnits(clean, decimals) };
  } catch {
    return { ok: false, message: DEPLOY_NUMBER_MESSAGES.tooLarge };
  }
}

/** A whole number (a block height, a multiplier, allocation points) up to `max`. */
export function parseWholeNumberField(
  text: string,
  max: bigint,
  whenEmpty?: bigint,
): FieldParse<bigint> {
  const clean = text.trim().replaceAll(',', '');
  if (clean === '') return emptyField(whenEmpty);
  if (!WHOLE_NUMBER.test(clean)) return { ok: false, message: DEPLOY_NUMBER_MESSAGES.notWhole };
  const value = BigInt(clean);
  if (value > max) return { ok: false, message: DEPLOY_NUMBER_MESSAGES.tooLarge };
  return { ok: true, value };
}
