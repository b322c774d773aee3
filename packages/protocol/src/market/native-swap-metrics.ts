import { LIQUIDITY_DEPTH_BAND_PERCENT } from '../constants.ts';
import { formatBalance, formatBtc, formatUsd, USD_ONE } from '../format/format-amount.ts';
import { formatBasisPointsPercent } from '../format/percent.ts';
import type { QueueInfo } from '../listings/queue-position.ts';
import { satoshisPerWholeToken } from '../nativeswap/human-price.ts';
import { PRICE_FRACTION_DIGITS } from '../schemas/market.ts';
import { getCongestionBadge, type CongestionBadge, waitingProviders } from './congestion.ts';
import { getLiquidityDepth, USD_NOT_AVAILABLE, usdDepthText } from './liquidity-depth.ts';
import { getMarketCondition, type MarketConditionView } from './market-condition.ts';
import {
  formatPriceChange,
  getPriceChangeFromQuotes,
  type PriceDirection,
} from './price-change.ts';
import { getQueueBar, type QueueBar } from './queue-bar.ts';
import { satsPriceText } from './sats-price.ts';
import { hasStaleOrderWarning, type StaleOrderQueueDetails } from './stale-orders.ts';
import { utilizationRateBps } from './token-metrics.ts';
import { tokenPriceUsd } from './token-page.ts';

export const METRICS_TITLE = 'NativeSwap Metrics';
export const LOADING_METRICS = 'Loading metrics...';
export const STALE_ORDERS_WARNING =
  'Stale orders: expired reservations are waiting to be purged, so some listings may not fill yet.';
/** The spec describes the initial provider's liquidity as locked: it can be neither cancelled nor added to. */
export const INITIAL_LIQUIDITY_LOCKED = 'Locked';

export const METRICS_LABELS = {
  price: 'Price',
  priceUsd: 'Price (USD)',
  change4h: '4h change',
  change24h: '24h change',
  congestion: 'Congestion',
  marketCondition: 'Market condition',
  totalLiquidity: 'Total liquidity',
  availableLiquidity: 'Available liquidity',
  reservedLiquidity: 'Reserved liquidity',
  utilization: 'Utilization',
  virtualBTCReserve: 'Virtual BTC reserve',
  virtualTokenReserve: 'Virtual token reserve',
  depthUp: `Liquidity depth +${LIQUIDITY_DEPTH_BAND_PERCENT}%`,
  depthDown: `Liquidity depth -${LIQUIDITY_DEPTH_BAND_PERCENT}%`,
  initialProviderLiquidity: 'Initial provider liquidity',
  priorityQueue: 'Priority queue',
  standardQueue: 'Standard queue',
} as const;

/** What the token page reads from NativeSwap for one token, at the tip and 24/144 blocks back. */
export interface NativeSwapMetricsReading {
  /** getQuote's price now: token base units per sat scaled by 1e8; 0 without listings. */
  quote: bigint;
  /** The quote 24 and 144 blocks back; null where the pool did not exist yet. */
  quote4h: bigint | null;
  quote24h: bigint | null;
  liquidity: bigint;
  reservedLiquidity: bigint;
  virtualBTCReserve: bigint;
  virtualTokenReserve: bigint;
  queue: QueueInfo & StaleOrderQueueDetails;
  initialProviderLiquidity: bigint;
}

export interface PriceChangeView {
  direction: PriceDirection | null;
  text: string;
}

export interface NativeSwapMetricsView {
  /** Sats per whole token with PRICE_FRACTION_DIGITS digits; null without a quote. */
  priceSats: bigint | null;
  priceSatsText: string;
  priceUsdText: string;
  change4h: PriceChangeView;
  change24h: PriceChangeView;
  totalLiquidity: string;
  availableLiquidity: string;
  reservedLiquidity: string;
  utilization: string;
  virtualBTCReserve: string;
  virtualTokenReserve: string;
  congestion: CongestionBadge;
  priorityQueue: QueueBar;
  standardQueue: QueueBar;
  market: MarketConditionView;
  staleOrders: boolean;
  depthUp: string;
  depthDown: string;
  initialProviderLiquidity: string;
}

function changeView(current: bigint, previous: bigint | null): PriceChangeView {
  const change = previous === null ? null : getPriceChangeFromQuotes(current, previous);
  if (change === null) return { direction: null, text: USD_NOT_AVAILABLE };
  return { direction: change.direction, text: formatPriceChange(change) };
}

function usdPriceText(priceSats: bigint | null, usdRate: bigint | null): string {
  if (priceSats === null || usdRate === null || usdRate <= 0n) return USD_NOT_AVAILABLE;
  return `$${formatUsd(tokenPriceUsd(priceSats, usdRate))}`;
}

/** usdDepthText takes USD per BTC as a number; any real rate converts to it to the cent. */
function depthText(sats: bigint, usdRate: bigint | null): string {
  return usdDepthText(sats, usdRate === null ? null : Number(usdRate) / Number(USD_ONE));
}

/**
 * Everything the 'NativeSwap Metrics' panel shows, from one reading. The sell queue the market
 * condition weighs is the tokens listed by providers other than the initial one (its liquidity
 * is locked and never queued); reserved and queued are compared in tokens, one shared unit.
 */
export function getNativeSwapMetricsView(
  reading: NativeSwapMetricsReading,
  decimals: number,
  /** USD per BTC scaled by 10^8, as GET market/btc-usd gives it; null without a rate. */
  usdRate: bigint | null,
): NativeSwapMetricsView {
  const { queue } = reading;
  const priceSats = satoshisPerWholeToken(reading.quote, decimals, PRICE_FRACTION_DIGITS);
  const available = reading.liquidity - reading.reservedLiquidity;
  const queued = reading.liquidity - reading.initialProviderLiquidity;
  const depth = getLiquidityDepth(reading);
  return {
    priceSats,
    priceSatsText: priceSats === null ? USD_NOT_AVAILABLE : satsPriceText(priceSats),
    priceUsdText: usdPriceText(priceSats, usdRate),
    change4h: changeView(reading.quote, reading.quote4h),
    change24h: changeView(reading.quote, reading.quote24h),
    totalLiquidity: formatBalance(reading.liquidity, decimals),
    availableLiquidity: formatBalance(available > 0n ? available : 0n, decimals),
    reservedLiquidity: formatBalance(reading.reservedLiquidity, decimals),
    utilization: formatBasisPointsPercent(
      utilizationRateBps(reading.reservedLiquidity, reading.liquidity),
    ),
    virtualBTCReserve: formatBtc(reading.virtualBTCReserve),
    virtualTokenReserve: formatBalance(reading.virtualTokenReserve, decimals),
    congestion: getCongestionBadge(
      waitingProviders(queue.priorityQueueLength, queue.priorityQueueStartingIndex),
      waitingProviders(queue.standardQueueLength, queue.standardQueueStartingIndex),
    ),
    priorityQueue: getQueueBar({
      length: queue.priorityQueueLength,
      startingIndex: queue.priorityQueueStartingIndex,
    }),
    standardQueue: getQueueBar({
      length: queue.standardQueueLength,
      startingIndex: queue.standardQueueStartingIndex,
    }),
    market: getMarketCondition({
      reservedValue: reading.reservedLiquidity,
      sellQueueValue: queued > 0n ? queued : 0n,
    }),
    staleOrders: hasStaleOrderWarning(queue),
    depthUp: depth === null ? USD_NOT_AVAILABLE : depthText(depth.up.sats, usdRate),
    depthDown: depth === null ? USD_NOT_AVAILABLE : depthText(depth.down.sats, usdRate),
    initialProviderLiquidity: formatBalance(reading.initialProviderLiquidity, decimals),
  };
}
