import { depthAxisText, type DepthPoint } from '@opswap/protocol/market/depth-chart';
import { chartPrice } from '../chart/candle-data.ts';

/** A point as the chart draws it: x is its place in the ordered points, y its price in sats. */
export interface DepthChartPoint {
  time: number;
  value: number;
}

/** The depth chart's two lines, meeting at the pool's price now, and its axis labels. */
export interface DepthChartData {
  /** Listings, largest first, up to the price now. */
  sell: DepthChartPoint[];
  /** From the price now, buys ever larger. */
  buy: DepthChartPoint[];
  /** Each point's label on the horizontal axis, by its x. */
  axisTexts: string[];
}

/** The protocol's depth points for the chart; prices become numbers here only, for drawing. */
export function chartDepth(
  points: readonly DepthPoint[],
  token: { symbol: string; decimals: number },
): DepthChartData {
  const drawn = points.map((point, index) => ({ time: index, value: chartPrice(point.priceSats) }));
  const now = points.findIndex((point) => point.side === 'now');
  return {
    sell: drawn.slice(0, now + 1),
    buy: drawn.slice(now),
    axisTexts: points.map((point) => depthAxisText(point, token)),
  };
}
