import { assertTokenDecimals, parseUnits } from './units.ts';

/**
 * Cleans what the user typed or pasted into an amount input
 * (docs/amounts-and-display.md#amount-input): keeps only digits and the first decimal point, cuts
 * the fraction to the token's decimals and writes a leading '.' as '0.'.
 */
export function sanitizeAmountInput(raw: string, decimals: number): string {
  assertTokenDecimals(decimals);
  // Every other character is dropped, so a pasted display value such as '1,234.5' keeps its worth.
  const kept = raw.replace(/[^\d.]/g, '');
  const pointAt = kept.indexOf('.');
  if (pointAt === -1) return kept;

  const whole = kept.slice(0, pointAt);
  const fraction = kept
    .slice(pointAt + 1)
    .replace(/\./g, '')
    .slice(0, decimals);
  // A token without decimals has no fraction to start, so the point itself goes too.
  if (decimals === 0) return whole;
  return `${whole === '' ? '0' : whole}.${fraction}`;
}

/**
 * The amount an input holds in base units, or null while it holds no number yet ('' or a lone
 * '.') or one the token cannot hold (above uint256).
 */
export function typedAmountUnits(text: string, decimals: number): bigint | null {
  if (text === '' || text === '.') return null;
  try {
    return parseUnits(text, decimals);
  } catch {
    return null;
  }
}

/** True when an amount is entered and positive. */
export function hasAmount(amount: bigint | null): amount is bigint {
  return amount !== null && amount > 0n;
}

/** Cuts a text input to its maxLength, counted in UTF-16 units as the HTML attribute does. */
export function cutToMaxLength(text: string, maxLength: number): string {
  return text.slice(0, Math.max(0, maxLength));
}
