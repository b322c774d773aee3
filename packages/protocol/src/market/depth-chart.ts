import { MAXIMUM_QUOTE_INPUT_SATS } from '../constants.ts';
import { formatBalance, groupThousands } from '../format/format-amount.ts';
import { basisPointsOf } from '../math/basis-points.ts';
import { MAX_PRICE_IMPACT_BPS } from '../nativeswap/contract-constants.ts';
import { getQuoteView } from '../nativeswap/get-quote.ts';
import { satoshisPerWholeToken } from '../nativeswap/human-price.ts';
import { applyListingHalfCredit } from '../nativeswap/listing-credit.ts';
import type { NativePoolState } from '../nativeswap/native-pool-state.ts';
import { NativeSwapError } from '../nativeswap/native-swap-error.ts';
import { currentQuote } from '../nativeswap/quote.ts';
import { applyPendingVirtualUpdate, recordTradeVolumes } from '../nativeswap/virtual-pool.ts';
import { PRICE_FRACTION_DIGITS } from '../schemas/market.ts';
import type { NativeSwapMetricsReading } from './native-swap-metrics.ts';
import { satsPriceText } from './sats-price.ts';

// Not in the spec: the liquidity depth chart is beyond the document.
export const DEPTH_CHART_TEXTS = {
  title: 'Liquidity depth',
  loading: 'Loading liquidity depth...',
  failed: 'Failed to load liquidity depth',
  noLiquidity: 'No liquidity to buy from this pool yet',
  keyboardHint: 'Use the left and right arrow keys to read the chart point by point.',
} as const;

/** Points drawn on each side of the current price. */
export const DEPTH_CHART_STEPS = 40;

/**
 * The buys drawn go up to the one that doubles the price: past it the curve shoots up so steeply
 * (the last tokens of the pool cost ever more) that the rest of the chart would lie flat.
 */
export const DEPTH_BUY_PRICE_CEILING = 2n;

/** What the chart reads of the metrics panel's reading (getReserve applies pending updates). */
export type DepthReading = Pick<
  NativeSwapMetricsReading,
  | 'liquidity'
  | 'reservedLiquidity'
  | 'virtualBTCReserve'
  | 'virtualTokenReserve'
  | 'initialProviderLiquidity'
>;

/**
 * One trade and the price it leaves: a buy of `sats` that gets `tokens`, a listing of `tokens`
 * (its sats come later, from the buyers, at their quotes), or the pool as it is. Prices are sats
 * per whole token with PRICE_FRACTION_DIGITS fraction digits.
 */
export type DepthPoint =
  | { side: 'buy'; sats: bigint; tokens: bigint; priceSats: bigint }
  | { side: 'sell'; tokens: bigint; priceSats: bigint }
  | { side: 'now'; priceSats: bigint };

function poolState(reading: DepthReading): NativePoolState {
  return {
    virtualSatoshisReserve: reading.virtualBTCReserve,
    virtualTokenReserve: reading.virtualTokenReserve,
    totalTokensSellActivated: 0n,
    totalTokensExchangedForSatoshis: 0n,
    totalSatoshisExchangedForTokens: 0n,
    liquidity: reading.liquidity,
    reservedLiquidity: reading.reservedLiquidity,
    initialProviderLiquidity: reading.initialProviderLiquidity,
  };
}

/**
 * A buy of `sats` as the contract runs it: getQuote's tokens at the current quote (capped at the
 * unreserved liquidity), taken from the sell queue before the initial provider (the contract's
 * provider order), recorded and applied to the virtual reserves as the next call does.
 */
function buy(pool: NativePoolState, sats: bigint) {
  const { tokensOut, requiredSatoshis } = getQuoteView(pool, sats);
  const queued = pool.liquidity - pool.initialProviderLiquidity;
  const fromInitial = tokensOut > queued ? tokensOut - queued : 0n;
  const after = applyPendingVirtualUpdate({
    ...recordTradeVolumes(pool, tokensOut, requiredSatoshis),
    liquidity: pool.liquidity - tokensOut,
    initialProviderLiquidity: pool.initialProviderLiquidity - fromInitial,
  });
  return { sats: requiredSatoshis, tokens: tokensOut, pool: after };
}

/** A new provider's standard listing of `tokens`: half credited to T at once, all of it queued. */
function list(pool: NativePoolState, tokens: bigint): bigint {
  return currentQuote(
    applyListingHalfCredit({ ...pool, liquidity: pool.liquidity + tokens }, 0n, tokens),
  );
}

/** The price a buy of `sats` leaves, or null where the contract would refuse that buy. */
function priceAfterBuy(pool: NativePoolState, sats: bigint): bigint | null {
  try {
    return currentQuote(buy(pool, sats).pool);
  } catch (error) {
    // The contract refuses this buy (the virtual pool would run out).
    if (error instanceof NativeSwapError) return null;
    throw error;
  }
}

/**
 * The largest buy, in sats, of at most `maxSats` that the contract accepts and that leaves the
 * quote at no more than `ceiling` (a lower quote is a higher price). Quotes fall as buys grow.
 */
function largestBuyWithin(pool: NativePoolState, maxSats: bigint, ceiling: bigint): bigint {
  const fits = (sats: bigint) => {
    const quote = priceAfterBuy(pool, sats);
    return quote !== null && quote >= ceiling;
  };
  if (fits(maxSats)) return maxSats;
  let low = 0n;
  let high = maxSats;
  while (high - low > 1n) {
    const middle = (low + high) / 2n;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * The depth chart's points, lowest price first: listings of up to the most one listing may credit
 * (its half credit at most T, so 2·T tokens), the pool now, then buys of up to the sats the
 * unreserved liquidity costs or the buy that doubles the price (DEPTH_BUY_PRICE_CEILING),
 * whichever is less. The activation half of a listing, credited at its first sale, is left out:
 * it moves the price later, not at listing. Null without a price.
 */
export function getDepthPoints(
  reading: DepthReading,
  decimals: number,
  steps: number = DEPTH_CHART_STEPS,
): DepthPoint[] | null {
  const pool = poolState(reading);
  if (pool.virtualTokenReserve <= 0n || pool.virtualSatoshisReserve <= 0n) return null;
  const price = (quote: bigint) => satoshisPerWholeToken(quote, decimals, PRICE_FRACTION_DIGITS);
  const now = price(currentQuote(pool));
  if (now === null) return null;
  const n = BigInt(steps);

  const maxListing = 2n * basisPointsOf(pool.virtualTokenReserve, MAX_PRICE_IMPACT_BPS);
  const sells: DepthPoint[] = [];
  for (let i = n; i > 0n; i -= 1n) {
    const tokens = (maxListing * i) / n;
    const priceSats = tokens > 0n ? price(list(pool, tokens)) : null;
    if (priceSats !== null) sells.push({ side: 'sell', tokens, priceSats });
  }

  const buys: DepthPoint[] = [];
  if (pool.liquidity > pool.reservedLiquidity) {
    const allLiquidity = getQuoteView(pool, MAXIMUM_QUOTE_INPUT_SATS).requiredSatoshis;
    const maxSats = largestBuyWithin(
      pool,
      allLiquidity,
      currentQuote(pool) / DEPTH_BUY_PRICE_CEILING,
    );
    for (let i = 1n; i <= n; i += 1n) {
      const sats = (maxSats * i) / n;
      if (sats === 0n) continue;
      const bought = buy(pool, sats);
      const priceSats = price(currentQuote(bought.pool));
      if (priceSats !== null) {
        buys.push({ side: 'buy', sats: bought.sats, tokens: bought.tokens, priceSats });
      }
    }
  }
  return [...sells, { side: 'now', priceSats: now }, ...buys];
}

interface DepthToken {
  symbol: string;
  decimals: number;
}

/** What a point means, as its tooltip and the keyboard read-out say it. */
export function depthPointText(point: DepthPoint, token: DepthToken): string {
  switch (point.side) {
    case 'now':
      return `Price now: ${satsPriceText(point.priceSats)} per ${token.symbol}`;
    case 'buy':
      return `Buying for ${groupThousands(point.sats)} sats gets ${formatBalance(point.tokens, token.decimals)} ${token.symbol} and moves the price to ${satsPriceText(point.priceSats)}`;
    case 'sell':
      return `Listing ${formatBalance(point.tokens, token.decimals)} ${token.symbol} moves the price to ${satsPriceText(point.priceSats)}`;
  }
}

/** A point's label on the horizontal axis: the trade's size. */
export function depthAxisText(point: DepthPoint, token: DepthToken): string {
  switch (point.side) {
    case 'now':
      return 'Now';
    case 'buy':
      return `Buy ${groupThousands(point.sats)} sats`;
    case 'sell':
      return `List ${formatBalance(point.tokens, token.decimals)} ${token.symbol}`;
  }
}

/** The chart's accessible name. */
export function depthChartLabel(symbol: string): string {
  return `${symbol} liquidity depth: the price after buying or listing ${symbol}`;
}
