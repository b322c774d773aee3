import { TOKEN_AMOUNT_FONT_PX } from '../constants.ts';

/** Up to this many characters an amount shows at the full 40 px, room permitting. */
export const FULL_SIZE_AMOUNT_CHARACTERS = 10;

/**
 * The most width one character of an amount takes, as a share of the font size: sans fonts draw
 * digits 0.55 to 0.6 em wide, but the bold fallback on Linux (DejaVu Sans Bold) 0.7 em, so a text
 * of this many em always fits.
 */
export const AMOUNT_CHARACTER_WIDTH_EM = 0.7;

/**
 * The font size of an amount input (docs/amounts-and-display.md#amount-input: it shrinks from 40 px
 * to 12 px): full size up to 10 characters, then in inverse proportion to the length, and never
 * larger than lets the whole text fit the field's width (a phone's field holds about 7 characters
 * at 40 px); never under 12 px.
 */
export function amountFontSizePx(text: string, fieldWidthPx: number): number {
  const { max, min } = TOKEN_AMOUNT_FONT_PX;
  // An empty field shows its one-character placeholder.
  const length = Math.max(text.length, 1);
  const byLength =
    length <= FULL_SIZE_AMOUNT_CHARACTERS
      ? max
      : Math.floor((max * FULL_SIZE_AMOUNT_CHARACTERS) / length);
  const byWidth = Math.floor(fieldWidthPx / (length * AMOUNT_CHARACTER_WIDTH_EM));
  return Math.max(min, Math.min(byLength, byWidth));
}
