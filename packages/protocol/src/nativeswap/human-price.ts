import { QUOTE_AMOUNT_SATS } from '../constants.ts';
import { QUOTE_SCALE } from './contract-constants.ts';
import { satoshisToTokens } from './conversions.ts';

/**
 * Sats per whole token as a fixed-point bigint with `fractionDigits` decimals, rounded down:
 * 1e8 x 10^decimals / quote. Null when the quote is zero (no listings or no pool).
 */
export function satoshisPerWholeToken(
  quote: bigint,
  tokenDecimals: number,
  fractionDigits = 0,
): bigint | null {
  if (quote <= 0n) return null;
  const tokenUnit = 10n ** BigInt(tokenDecimals);
  return (QUOTE_SCALE * tokenUnit * 10n ** BigInt(fractionDigits)) / quote;
}

/** Token base units one whole BTC buys at a quote (numerically the quote, as its scale is 1e8). */
export function tokensPerBitcoin(quote: bigint): bigint {
  return quote > 0n ? satoshisToTokens(QUOTE_AMOUNT_SATS, quote) : 0n;
}
