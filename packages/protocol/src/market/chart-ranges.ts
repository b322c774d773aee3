import { PRICE_CHANGE_BLOCKS } from '../constants.ts';
import type { CandleInterval } from '../schemas/market.ts';

// A module of its own, without schemas: the router reads the opening range's candle width before
// the token page's code is in (web: features/token/api/token-paths.ts).

/**
 * The price chart's ranges: how far back it shows and the api candle width that fills it (the api
 * serves 1h, 4h and 1d candles).
 */
export const CHART_RANGES = {
  '4h': { blocks: PRICE_CHANGE_BLOCKS['4h'], interval: '1h' },
  '24h': { blocks: PRICE_CHANGE_BLOCKS['24h'], interval: '1h' },
  '7d': { blocks: 7 * PRICE_CHANGE_BLOCKS['24h'], interval: '4h' },
} as const satisfies Record<string, { blocks: number; interval: CandleInterval }>;
export type ChartRange = keyof typeof CHART_RANGES;
export const CHART_RANGE_NAMES = Object.keys(CHART_RANGES) as ChartRange[];

/** The range the price chart opens on. */
export const OPENING_CHART_RANGE: ChartRange = '24h';
