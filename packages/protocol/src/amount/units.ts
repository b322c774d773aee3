/** The largest OP20 amount: balances and supplies are uint256 on chain. */
export const UINT256_MAX = 2n ** 256n - 1n;

/** OP20 tokens may declare up to 32 decimals ('Decimals > 32' reverts). */
export const MAX_TOKEN_DECIMALS = 32;

const DECIMAL_TEXT = /^(\d*)(?:\.(\d*))?$/;

/** Throws unless `decimals` is a whole number from 0 to MAX_TOKEN_DECIMALS. */
export function assertTokenDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_TOKEN_DECIMALS) {
    throw new RangeError(
      `Token decimals must be a whole number from 0 to ${MAX_TOKEN_DECIMALS}, got ${decimals}`,
    );
  }
}

/**
 * Parses a plain decimal text ('12', '12.5', '.5', '5.') into base units, exactly.
 * Throws on anything else, on more fraction digits than `decimals` and on values above uint256.
 */
export function parseUnits(value: string, decimals: number): bigint {
  assertTokenDecimals(decimals);
  const match = DECIMAL_TEXT.exec(value);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) {
    throw new Error(`Not a decimal amount: '${value}'`);
  }
  if (fraction.length > decimals) {
    throw new Error(`'${value}' has more than ${decimals} fraction digits`);
  }
  const units = BigInt(whole + fraction.padEnd(decimals, '0') || '0');
  if (units > UINT256_MAX) {
    throw new Error(`'${value}' is above the largest uint256 amount`);
  }
  return units;
}

/**
 * Prints base units as a plain decimal text, exactly: no trailing zeros in the fraction and no '.'
 * when the fraction is zero. Negative values keep their '-' sign.
 */
export function formatUnits(value: bigint, decimals: number): string {
  assertTokenDecimals(decimals);
  if (value < 0n) return `-${formatUnits(-value, decimals)}`;
  const digits = value.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}
