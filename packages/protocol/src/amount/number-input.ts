/** Keys a whole-number input refuses, so '1e3', '+5' or '1.5' cannot be typed. */
export const BLOCKED_NUMBER_INPUT_KEYS = ['.', ',', 'e', 'E', '+'] as const;

export interface NumberInputRange {
  readonly min: number;
  readonly max: number;
}

/** Whether a number input should swallow this keyboard key (KeyboardEvent.key). */
export function isBlockedNumberInputKey(key: string): boolean {
  return (BLOCKED_NUMBER_INPUT_KEYS as readonly string[]).includes(key);
}

/**
 * The value a number input settles on when it loses focus: the typed number clamped to the range.
 * Empty or unreadable text settles on `min`, as an empty settings field means 'no extra'.
 */
export function clampNumberInputOnBlur(raw: string, range: NumberInputRange): number {
  const trimmed = raw.trim();
  const typed = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(typed)) return range.min;
  return Math.min(range.max, Math.max(range.min, typed));
}
