import { MARKET_CONDITION_THRESHOLDS, MARKET_PRESSURE_WINDOW_BLOCKS } from '../constants.ts';

export type MarketCondition =
  | 'No Activity'
  | 'Pure Buy Demand - No Sellers!'
  | 'Extreme Buy Intensity'
  | 'Strong Buy Intensity'
  | 'Active Buying'
  | 'Balanced'
  | 'Sell Pressure Building'
  | 'Heavy Sell Queue';

export const CONSUMING_INITIAL_LIQUIDITY = 'Consuming Initial Liquidity!';

export interface MarketConditionInput {
  /** Value of the liquidity currently reserved by buyers (sats, or any unit shared with the queue). */
  reservedValue: bigint;
  /** Value of the tokens waiting in the sell queues, same unit. */
  sellQueueValue: bigint;
}

export interface MarketConditionView {
  condition: MarketCondition;
  notice: typeof CONSUMING_INITIAL_LIQUIDITY | null;
}

/** Per-block buy is the reserved value spread over the 8-block window. */
export function buyPerBlock(reservedValue: bigint): bigint {
  return reservedValue / BigInt(MARKET_PRESSURE_WINDOW_BLOCKS);
}

/** Buy share tiers, on their own: `reserved / (reserved + queue)` above 40% or 10%. */
export function classifyBuyShare(
  reservedValue: bigint,
  sellQueueValue: bigint,
): 'Balanced' | 'Sell Pressure Building' | 'Heavy Sell Queue' {
  const t = MARKET_CONDITION_THRESHOLDS;
  const total = reservedValue + sellQueueValue;
  if (reservedValue * 100n > t.balancedBuySharePercent * total) return 'Balanced';
  if (reservedValue * 100n > t.sellPressureBuySharePercent * total) return 'Sell Pressure Building';
  return 'Heavy Sell Queue';
}

/**
 * The market condition (docs/explore.md#nativeswap-metrics), exact integer comparisons (no rounding
 * at the thresholds): per-block buy > p% of queue is reserved * 100 > p * queue * 8. "No activity"
 * means nothing reserved and nothing queued; a queue with no buyers is a Heavy Sell Queue.
 *
 * Read literally, the buy-share tiers only apply when per-block buy is at most 1% of the queue,
 * where the share is at most 8/108 (7.4%): 'Balanced' and 'Sell Pressure Building' then cannot
 * occur through this function (see classifyBuyShare). Kept as the spec states it.
 */
export function getMarketCondition({
  reservedValue,
  sellQueueValue,
}: MarketConditionInput): MarketConditionView {
  const t = MARKET_CONDITION_THRESHOLDS;
  if (reservedValue <= 0n && sellQueueValue <= 0n)
    return { condition: 'No Activity', notice: null };
  if (reservedValue > sellQueueValue) {
    return { condition: 'Pure Buy Demand - No Sellers!', notice: CONSUMING_INITIAL_LIQUIDITY };
  }
  const window = BigInt(MARKET_PRESSURE_WINDOW_BLOCKS);
  const buyAbove = (percent: bigint): boolean =>
    reservedValue * 100n > percent * sellQueueValue * window;
  if (buyAbove(t.extremeBuyPerBlockPercent))
    return { condition: 'Extreme Buy Intensity', notice: null };
  if (buyAbove(t.strongBuyPerBlockPercent))
    return { condition: 'Strong Buy Intensity', notice: null };
  if (buyAbove(t.activeBuyPerBlockPercent)) return { condition: 'Active Buying', notice: null };
  return { condition: classifyBuyShare(reservedValue, sellQueueValue), notice: null };
}
