import { describe, expect, it } from 'vitest';
import {
  depthAxisText,
  type DepthPoint,
  depthPointText,
  type DepthReading,
  getDepthPoints,
} from './depth-chart.ts';

const TOKEN = 10n ** 18n;
const MOTO = { symbol: 'MOTO', decimals: 18 };

// docs/native-swap-pricing.md#worked-example: 1,000,000 tokens at 10,000 sats a token.
const created: DepthReading = {
  virtualBTCReserve: 10n ** 10n,
  virtualTokenReserve: 1_000_000n * TOKEN,
  liquidity: 1_000_000n * TOKEN,
  reservedLiquidity: 0n,
  initialProviderLiquidity: 1_000_000n * TOKEN,
};

/** Sats per whole 18-decimal token with 8 fraction digits at a quote: 1e8 x 1e18 x 1e8 / quote. */
const priceAt = (quote: bigint) => 10n ** 34n / quote;

describe('getDepthPoints', () => {
  it('prices a buy at the quote and moves the price as the next call does (the worked example)', () => {
    // 10 tokens unreserved: one step buys them all for 100,000 sats.
    const points = getDepthPoints({ ...created, reservedLiquidity: 999_990n * TOKEN }, 18, 1);
    expect(points?.filter((point) => point.side !== 'sell')).toEqual([
      { side: 'now', priceSats: 10_000n * 10n ** 8n },
      {
        side: 'buy',
        sats: 100_000n,
        tokens: 10n * TOKEN,
        // T 999,990 tokens, B 10,000,100,002 sats: the quote of the worked example's step 4.
        priceSats: priceAt(9_999_800_000_000_039_999_599n),
      },
    ]);
  });

  it('lists up to 2·T: half credited to T at once, all of it queued', () => {
    const [largest] = getDepthPoints(created, 18, 1) ?? [];
    // T 2e24 and B 5e9 after the credit; queue impact 2e24 x floor(693147² / 1e6) / 1e6.
    const impact = (2n * 10n ** 24n * 480_452n) / 10n ** 6n;
    const quote = ((2n * 10n ** 24n + impact) * 10n ** 8n) / (5n * 10n ** 9n);
    expect(largest).toEqual({
      side: 'sell',
      tokens: 2_000_000n * TOKEN,
      priceSats: priceAt(quote),
    });
  });

  it('orders the points by price: listings, the pool now, then larger and larger buys', () => {
    const points = getDepthPoints(created, 18) ?? [];
    // 40 listings, now, and 40 buys.
    expect(points).toHaveLength(81);
    expect(points[40]).toEqual({ side: 'now', priceSats: 10_000n * 10n ** 8n });
    for (let i = 1; i < points.length; i++) {
      expect(points[i]!.priceSats).toBeGreaterThan(points[i - 1]!.priceSats);
    }
  });

  it('draws the buys up to the one that doubles the price, not the steep end of the pool', () => {
    const now = 10_000n * 10n ** 8n;
    const buys = (getDepthPoints(created, 18) ?? []).filter((point) => point.side === 'buy');
    expect(buys).toHaveLength(40);
    const last = buys.at(-1)!;
    expect(last.priceSats).toBeLessThanOrEqual(2n * now);
    expect(last.priceSats).toBeGreaterThan((199n * now) / 100n);
    // Buying every token would take all of T, which the contract refuses: the curve stops well
    // before (about 29% of the tokens double the price of a constant-product pool).
    expect(last.tokens).toBeLessThan(300_000n * TOKEN);
  });

  it('stays within the buys the contract accepts when the pool runs out before doubling', () => {
    // A pool whose virtual reserves cannot double the price within what it holds to sell.
    const thin = {
      ...created,
      liquidity: 100_000n * TOKEN,
      initialProviderLiquidity: 100_000n * TOKEN,
    };
    const buys = (getDepthPoints(thin, 18) ?? []).filter((point) => point.side === 'buy');
    expect(buys).toHaveLength(40);
    for (const buy of buys) expect(buy.tokens).toBeLessThanOrEqual(thin.liquidity);
    expect(buys.at(-1)!.priceSats).toBeLessThan(2n * 10_000n * 10n ** 8n);
  });

  it('has no buys when every token is reserved, and no points without reserves', () => {
    const reserved = getDepthPoints({ ...created, reservedLiquidity: created.liquidity }, 18);
    expect(reserved?.some((point) => point.side === 'buy')).toBe(false);
    expect(reserved?.some((point) => point.side === 'sell')).toBe(true);
    expect(getDepthPoints({ ...created, virtualTokenReserve: 0n }, 18)).toBeNull();
    expect(getDepthPoints({ ...created, virtualBTCReserve: 0n }, 18)).toBeNull();
  });
});

describe('depth texts', () => {
  const buy: DepthPoint = {
    side: 'buy',
    sats: 100_000n,
    tokens: 10n * TOKEN,
    priceSats: 1_000_020_000_000n,
  };
  const sell: DepthPoint = { side: 'sell', tokens: 2_500n * TOKEN, priceSats: 950_000_000_000n };
  const now: DepthPoint = { side: 'now', priceSats: 10_000n * 10n ** 8n };

  it('says what each trade gets and the price it leaves', () => {
    expect(depthPointText(buy, MOTO)).toBe(
      'Buying for 100,000 sats gets 10 MOTO and moves the price to 10,000.2 sats',
    );
    expect(depthPointText(sell, MOTO)).toBe('Listing 2,500 MOTO moves the price to 9,500 sats');
    expect(depthPointText(now, MOTO)).toBe('Price now: 10,000 sats per MOTO');
  });

  it('labels the horizontal axis with the trade size', () => {
    expect(depthAxisText(buy, MOTO)).toBe('Buy 100,000 sats');
    expect(depthAxisText(sell, MOTO)).toBe('List 2,500 MOTO');
    expect(depthAxisText(now, MOTO)).toBe('Now');
  });
});
