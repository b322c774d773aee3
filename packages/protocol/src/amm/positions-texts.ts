import type { ListingQueueDisplay } from '../listings/queue-position.ts';
import { INITIAL_LIQUIDITY_LOCKED } from '../market/native-swap-metrics.ts';
import { formatBalance, formatBtc } from '../format/format-amount.ts';
import { formatTokenAmount } from '../format/token-amount.ts';
import {
  type AmmPool,
  type MarketPool,
  PRICE_FRACTION_DIGITS,
  type PoolPrices,
} from '../schemas/market.ts';
import type { ActivityStatusTone } from '../swap/activity-status.ts';
import type { NativePosition, PoolPositionStatus } from './positions.ts';

/**
 * The texts of /pool (the user's positions) and /pool/{address} (a pool's detail), docs/pools.md.
 * The spec gives the header buttons (its navigation's 'Add Liquidity' and 'Create Pool'), the
 * empty and no-wallet states (the sidebar's, in activity/dashboard-texts.ts) and 'Pool does not
 * exist' (errors/messages.ts); the rest is design.
 */
export const POSITIONS_TEXTS = {
  title: 'Your Positions',
  addLiquidity: 'Add Liquidity',
  createPool: 'Create Pool',
  add: 'Add',
  remove: 'Remove',
  details: 'Details',
  lpShares: 'LP shares',
  liquidity: 'Liquidity',
  shareOfPool: 'Share of pool',
  status: 'Status',
  lastUpdated: 'Last updated',
  listed: 'Listed',
  reserved: 'Reserved',
  available: 'Available',
  queue: 'Queue',
  initialLiquidity: 'Initial liquidity',
  notQueued: 'Not in a queue',
  never: 'Never',
} as const;

export const POOL_DETAIL_TEXTS = {
  backToPools: 'Back to your pools',
  reserves: 'Reserves',
  prices: 'Price',
  pricesFailed: 'Could not load the prices.',
  tvl: 'TVL',
  volume24h: 'Volume 24h',
  transactions24h: 'Transactions 24h',
  yourPosition: 'Your position',
  noPosition: 'You have no liquidity in this pool.',
  connectForPosition: 'Connect your wallet to see your position.',
  recentTransactions: 'Recent transactions',
  noTransactions: 'No transactions in this pool yet.',
  nativeLiquidity: 'Listed liquidity',
  nativeReserved: 'Reserved liquidity',
  virtualBtcReserve: 'Virtual BTC reserve',
  virtualTokenReserve: 'Virtual token reserve',
  manageListings: 'Manage listings',
} as const;

/** A pool's name, its two sides: 'MOTO / PILL'; a native pool's other side is the coin, 'MOTO / rBTC'. */
export function poolName(pool: Pick<AmmPool, 'type' | 'tokenA' | 'tokenB'>): string;
export function poolName(pool: MarketPool, nativeSymbol: string): string;
export function poolName(
  pool: Pick<AmmPool, 'type' | 'tokenA' | 'tokenB'> | MarketPool,
  nativeSymbol?: string,
): string {
  return pool.type === 'NATIVE'
    ? `${pool.token.symbol} / ${nativeSymbol}`
    : `${pool.tokenA.symbol} / ${pool.tokenB.symbol}`;
}

/** How a position's status badge reads: an ACTIVE one as a success, an INACTIVE one muted. */
export function positionStatusTone(status: PoolPositionStatus): ActivityStatusTone {
  return status === 'ACTIVE' ? 'success' : 'neutral';
}

/** The label of a position's part of one token: 'Pooled MOTO'. */
export function pooledTokenLabel(symbol: string): string {
  return `Pooled ${symbol}`;
}

/**
 * Where a NativeSwap position waits, in words. The initial provider's liquidity waits in no queue
 * and is described as locked (spec 2), as the token page's metrics say it: 'Initial liquidity:
 * Locked'. A listing reads its place ('3/10 (Standard)') or 'Getting fulfilled' once purged.
 */
export function nativeQueueText(
  position: Pick<NativePosition, 'locked'>,
  queue: ListingQueueDisplay,
): string {
  if (position.locked) return `${POSITIONS_TEXTS.initialLiquidity}: ${INITIAL_LIQUIDITY_LOCKED}`;
  return queue.text ?? POSITIONS_TEXTS.notQueued;
}

/**
 * A pool's price both ways, one text a direction, null for a direction without a price. An AMM
 * pool's come from its reserves ('1 MOTO = 2 PILL', '1 PILL = 0.5 MOTO'). A native pool's token
 * reads in sats ('1 MOTO = 1,000 sats') and the coin in tokens: the quote is token base units
 * per sat scaled by 1e8, which is exactly the base units one whole coin (1e8 sats) buys.
 */
export function poolPriceTexts(
  prices: PoolPrices,
  nativeSymbol: string,
): [string | null, string | null] {
  const price = (value: bigint | null, base: string, quote: string) =>
    value === null ? null : `1 ${base} = ${formatBalance(value, PRICE_FRACTION_DIGITS)} ${quote}`;
  if (prices.type === 'OP20') {
    return [
      price(prices.priceA, prices.tokenA.symbol, prices.tokenB.symbol),
      price(prices.priceB, prices.tokenB.symbol, prices.tokenA.symbol),
    ];
  }
  const quote = prices.quote ?? 0n;
  return [
    price(prices.priceSats, prices.token.symbol, 'sats'),
    quote > 0n ? `1 ${nativeSymbol} = ${formatTokenAmount(quote, prices.token)}` : null,
  ];
}

/**
 * What a pool holds, one text a line: an AMM pool's two reserves ('10,000 MOTO', '20,000 PILL');
 * a native pool's listed and reserved tokens and its virtual reserves, which set its price.
 */
export function poolReserveTexts(pool: MarketPool, nativeSymbol: string): string[] {
  if (pool.type === 'OP20') {
    return [
      formatTokenAmount(pool.reserveA, pool.tokenA),
      formatTokenAmount(pool.reserveB, pool.tokenB),
    ];
  }
  const { token } = pool;
  return [
    `${POOL_DETAIL_TEXTS.nativeLiquidity}: ${formatTokenAmount(pool.liquidity, token)}`,
    `${POOL_DETAIL_TEXTS.nativeReserved}: ${formatTokenAmount(pool.reservedLiquidity, token)}`,
    `${POOL_DETAIL_TEXTS.virtualBtcReserve}: ${formatBtc(pool.virtualBTCReserve)} ${nativeSymbol}`,
    `${POOL_DETAIL_TEXTS.virtualTokenReserve}: ${formatTokenAmount(pool.virtualTokenReserve, token)}`,
  ];
}
