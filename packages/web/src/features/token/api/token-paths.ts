import { CHART_RANGES, OPENING_CHART_RANGE } from '@opswap/protocol/market/chart-ranges';
import type { CandleInterval } from '@opswap/protocol/schemas/market';
import { BTC_USD_PATH } from '../../../entities/market/market-paths.ts';

/** The api paths of the token page's reads; without schemas, so the router can use them early. */
export const tokenPaths = {
  record: (address: string, page: number) => `token/${encodeURIComponent(address)}?page=${page}`,
  prices: (address: string, interval: CandleInterval) =>
    `token/prices/${encodeURIComponent(address)}?interval=${interval}`,
};

/** The candles the page opens with: the header's price and the chart's first range. */
export const OPENING_PRICES_INTERVAL: CandleInterval = CHART_RANGES[OPENING_CHART_RANGE].interval;

/** The paths of the page's first reads (token-page-reads.ts has them with their schemas). */
export function tokenPagePaths(address: string): string[] {
  return [
    tokenPaths.record(address, 1),
    tokenPaths.prices(address, OPENING_PRICES_INTERVAL),
    BTC_USD_PATH,
  ];
}
