import type { SortDirection } from '../activity/activity-table.ts';
import { BTC_DECIMALS, PRICE_CHANGE_BLOCKS } from '../constants.ts';
import { formatBtc, usdValue } from '../format/format-amount.ts';
import { formatTokenAmount } from '../format/token-amount.ts';
import { PRICE_FRACTION_DIGITS } from '../schemas/market.ts';
import { isNativeAddress } from '../tokens/token.ts';
import { CHART_RANGES, type ChartRange } from './chart-ranges.ts';
import { tokenValueInSats } from './token-value.ts';

/** The token page's verbatim texts (spec 2, token detail page and token activity feed). */
export const TOKEN_PAGE_TEXTS = {
  noTransactions: 'No Transactions for this Token',
  noPools: 'No Pools for this Token',
  feedEmptyTitle: 'No Transactions Yet',
  feedEmptyBody: 'There are no transactions for this token',
  copied: 'Copied!',
  viewOn: 'View on',
  swap: 'Swap',
  addLiquidity: 'Add Liquidity',
  // Not in the spec: the price chart is beyond the document.
  noPriceHistory: 'No price history in this range',
} as const;

/** MotoSwap pool (LP) tokens have 18 decimals: the Pools tab's circulating pool tokens. */
export const AMM_POOL_TOKEN_DECIMALS = 18;

/** The feed's footer: 'Showing N most recent transactions'. */
export function showingRecentTransactions(count: number): string {
  return `Showing ${count} most recent transactions`;
}

/** The header's timeframe selector: the price change over 24 (4h) or 144 (24h) blocks. */
export type TokenTimeframe = keyof typeof PRICE_CHANGE_BLOCKS;
export const TOKEN_TIMEFRAMES = Object.keys(PRICE_CHANGE_BLOCKS) as TokenTimeframe[];

/**
 * A token's price in USD (scaled by 10^8) from its NativeSwap price (sats per whole token with
 * PRICE_FRACTION_DIGITS fraction digits) and the BTC/USD rate (scaled by 10^8).
 */
export function tokenPriceUsd(priceSats: bigint, usdRate: bigint): bigint {
  return usdValue(priceSats, PRICE_FRACTION_DIGITS + BTC_DECIMALS, usdRate);
}

/** A traded amount: Bitcoin with all its 8 decimals (sats count), a token as balances read. */
export function formatTradeAmount(
  amount: bigint,
  token: { address: string; decimals: number; symbol: string },
): string {
  return isNativeAddress(token.address)
    ? `${formatBtc(amount)} ${token.symbol}`
    : formatTokenAmount(amount, token);
}

/** The feed's paging over the api's pages of 50, newest first; the api tells whether more follow. */
export function feedPaging(page: number, hasMore: boolean) {
  return { hasPrevious: page > 1, hasNext: hasMore };
}

/** Rows ordered by time; the api's order (newest first) is kept among equal times. */
export function sortByTime<T extends { time: number }>(
  rows: readonly T[],
  direction: SortDirection,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * (a.row.time - b.row.time) || a.index - b.index)
    .map(({ row }) => row);
}

/**
 * What a transaction moved is worth in sats: the BTC side when the other token is Bitcoin (a
 * NativeSwap trade), else the token amount at the current quote; null without a quote.
 */
export function transactionValueSats(
  item: { amount: bigint; forAmount: bigint; tokenTwo: { address: string } },
  quote: bigint | null,
): bigint | null {
  if (isNativeAddress(item.tokenTwo.address)) return item.forAmount;
  if (quote === null || quote <= 0n) return null;
  return tokenValueInSats(item.amount, quote);
}

/** The price chart's accessible name: what it draws, for which token and range. */
export function priceChartLabel(symbol: string, range: ChartRange): string {
  return `${symbol} price candles and volume, last ${range}`;
}

/** The candles inside a range: those ending after `currentBlock` minus the range. */
export function candlesInRange<T extends { endBlock: number }>(
  candles: readonly T[],
  range: ChartRange,
  currentBlock: number | null,
): T[] {
  if (currentBlock === null) return [...candles];
  const from = currentBlock - CHART_RANGES[range].blocks;
  return candles.filter((candle) => candle.endBlock > from);
}
