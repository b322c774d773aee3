import { TOKEN_AMOUNT_FONT_PX } from '../constants.ts';

/** Up to this many characters an amount shows at the full 40 px. */
export const FULL_SIZE_AMOUNT_CHARACTERS = 10;

/**
 * The font size of an amount input (docs/amounts-and-display.md#amount-input: it shrinks from 40 px
 * to 12 px): full size up to 10 characters, then in inverse proportion to the length, never under
 * 12 px.
 */
export function amountFontSizePx(text: string): number {
  const { max, min } = TOKEN_AMOUNT_FONT_PX;
  if (text.length <= FULL_SIZE_AMOUNT_CHARACTERS) return max;
  return Math.max(min, Math.floor((max * FULL_SIZE_AMOUNT_CHARACTERS) / text.length));
}
