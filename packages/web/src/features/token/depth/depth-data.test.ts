import { describe, expect, it } from 'vitest';
import type { DepthPoint } from '@opswap/protocol/market/depth-chart';
import { chartDepth } from './depth-data.ts';

const E18 = 10n ** 18n;
const points: DepthPoint[] = [
  { side: 'sell', tokens: 2_000n * E18, priceSats: 950_000_000_000n },
  { side: 'sell', tokens: 1_000n * E18, priceSats: 975_050_000_000n },
  { side: 'now', priceSats: 10_000n * 10n ** 8n },
  { side: 'buy', sats: 100_000n, tokens: 10n * E18, priceSats: 1_000_020_000_000n },
];

describe('chartDepth', () => {
  it('draws listings and buys as two lines meeting at the price now, in sats per token', () => {
    expect(chartDepth(points, { symbol: 'MOTO', decimals: 18 })).toEqual({
      sell: [
        { time: 0, value: 9_500 },
        { time: 1, value: 9_750.5 },
        { time: 2, value: 10_000 },
      ],
      buy: [
        { time: 2, value: 10_000 },
        { time: 3, value: 10_000.2 },
      ],
      axisTexts: ['List 2,000 MOTO', 'List 1,000 MOTO', 'Now', 'Buy 100,000 sats'],
    });
  });
});
