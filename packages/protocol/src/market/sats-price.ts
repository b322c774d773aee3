import { formatQuotedAmount, groupThousands } from '../format/format-amount.ts';
import { PRICE_FRACTION_DIGITS } from '../schemas/market.ts';

/**
 * A NativeSwap price, sats per whole token with PRICE_FRACTION_DIGITS fraction digits, as text:
 * the whole part grouped, the fraction kept to its significant digits ('9,660.211106 sats',
 * '0.0000123456 sats'), so a tiny price of an 18-decimal token never shows as 0.
 */
export function satsPriceText(priceSats: bigint): string {
  const [whole = '0', fraction] = formatQuotedAmount(priceSats, PRICE_FRACTION_DIGITS).split('.');
  const grouped = groupThousands(BigInt(whole));
  return `${fraction === undefined ? grouped : `${grouped}.${fraction}`} sats`;
}
