import { CHART_RANGES, OPENING_CHART_RANGE } from '@opswap/protocol/market/chart-ranges';
import type { CandleInterval } from '@opswap/protocol/schemas/market';

/** The api paths of the token page's reads; without schemas, so the router can use them early. */
export const tokenPaths = {
  record: (address: string, page: number) => `token/${encodeURIComponent(address)}?page=${page}`,
  prices: (address: string, interval: CandleInterval) =>
    `token/prices/${encodeURIComponent(address)}?interval=${interval}`,
};

/** The candles the page opens with: the header's price and the chart's first range. */
export const OPENING_PRICES_INTERVAL: CandleInterval = CHART_RANGES[OPENING_CHART_RANGE].interval;
