import { PRICE_CHANGE_BLOCKS, PRICE_CHANGE_ZERO_BELOW_BPS } from '../constants.ts';
import { formatBasisPointsPercent } from '../format/percent.ts';
import { BASIS_POINTS } from '../math/basis-points.ts';

export type PriceChangeTimeframe = keyof typeof PRICE_CHANGE_BLOCKS;
export const PRICE_DIRECTIONS = ['up', 'down', 'flat'] as const;
export type PriceDirection = (typeof PRICE_DIRECTIONS)[number];

export interface PriceChange {
  direction: PriceDirection;
  /** Signed basis points, truncated toward zero; 0 under 0.01 percent. */
  changeBps: bigint;
}

/** The block the earlier quote is simulated at: 24 blocks back for 4h, 144 for 24h. */
export function priceChangeReferenceBlock(
  currentBlock: number,
  timeframe: PriceChangeTimeframe,
): number {
  return Math.max(0, currentBlock - PRICE_CHANGE_BLOCKS[timeframe]);
}

/** Change from a previous to a current price in one unit (e.g. sats per token); null without a previous price. */
export function getPriceChange(currentPrice: bigint, previousPrice: bigint): PriceChange | null {
  if (previousPrice <= 0n || currentPrice <= 0n) return null;
  return changeOver(currentPrice - previousPrice, previousPrice);
}

/**
 * Change of the token's price from two NativeSwap quotes. A quote counts tokens per sat, so the
 * price is its inverse and the change is (previousQuote - currentQuote) / currentQuote.
 */
export function getPriceChangeFromQuotes(
  currentQuote: bigint,
  previousQuote: bigint,
): PriceChange | null {
  if (previousQuote <= 0n || currentQuote <= 0n) return null;
  return changeOver(previousQuote - currentQuote, currentQuote);
}

function changeOver(difference: bigint, base: bigint): PriceChange {
  const magnitude = difference < 0n ? -difference : difference;
  if (magnitude * BASIS_POINTS < PRICE_CHANGE_ZERO_BELOW_BPS * base) {
    return { direction: 'flat', changeBps: 0n };
  }
  return {
    direction: difference > 0n ? 'up' : 'down',
    changeBps: (difference * BASIS_POINTS) / base,
  };
}

/** A price change as a signed percent: '+1.25%' up, '-0.50%' down, '0.00%' flat. */
export function formatPriceChange(change: PriceChange): string {
  const sign = change.direction === 'up' ? '+' : '';
  return `${sign}${formatBasisPointsPercent(change.changeBps)}`;
}
