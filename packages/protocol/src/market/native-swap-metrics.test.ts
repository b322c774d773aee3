import { describe, expect, it } from 'vitest';
import { getNativeSwapMetricsView, type NativeSwapMetricsReading } from './native-swap-metrics.ts';

const E18 = 10n ** 18n;
/** $100,000 a BTC, scaled by 10^8. */
const RATE = 100_000n * 10n ** 8n;

/** The reference's worked example: 10,000 sats a token, 1,000,000 tokens, B = 1e10 sats. */
const reading: NativeSwapMetricsReading = {
  quote: 10n ** 22n,
  quote4h: 101n * 10n ** 20n,
  quote24h: 98n * 10n ** 20n,
  liquidity: 1_000_000n * E18,
  reservedLiquidity: 250_000n * E18,
  virtualBTCReserve: 10n ** 10n,
  virtualTokenReserve: 1_000_000n * E18,
  queue: {
    priorityQueueLength: 10,
    priorityQueueStartingIndex: 9,
    standardQueueLength: 0,
    standardQueueStartingIndex: 0,
    priorityPurgeQueueLength: 0,
    standardPurgeQueueLength: 0,
    blockWithReservationsLength: 0,
  },
  initialProviderLiquidity: 900_000n * E18,
};

describe('getNativeSwapMetricsView', () => {
  it('prices the token in sats and, with a rate, in USD', () => {
    const view = getNativeSwapMetricsView(reading, 18, RATE);
    expect(view.priceSats).toBe(10_000n * 10n ** 8n);
    expect(view.priceSatsText).toBe('10,000 sats');
    expect(view.priceUsdText).toBe('$10.00');
  });

  it("says 'N/A' for every USD figure without a rate, and for the price without a quote", () => {
    const noRate = getNativeSwapMetricsView(reading, 18, null);
    expect([noRate.priceUsdText, noRate.depthUp, noRate.depthDown]).toEqual(['N/A', 'N/A', 'N/A']);
    const noQuote = getNativeSwapMetricsView({ ...reading, quote: 0n }, 18, RATE);
    expect(noQuote.priceSats).toBeNull();
    expect([noQuote.priceSatsText, noQuote.priceUsdText]).toEqual(['N/A', 'N/A']);
    expect(noQuote.change4h).toEqual({ direction: null, text: 'N/A' });
  });

  it('changes over 4h and 24h from the earlier quotes, signed, N/A without one', () => {
    const view = getNativeSwapMetricsView(reading, 18, null);
    // 1% more tokens a sat back then: the price rose 1% since.
    expect(view.change4h).toEqual({ direction: 'up', text: '+1.00%' });
    expect(view.change24h).toEqual({ direction: 'down', text: '-2.00%' });
    const young = getNativeSwapMetricsView({ ...reading, quote24h: null }, 18, null);
    expect(young.change24h).toEqual({ direction: null, text: 'N/A' });
    const flat = getNativeSwapMetricsView({ ...reading, quote4h: reading.quote }, 18, null);
    expect(flat.change4h).toEqual({ direction: 'flat', text: '0.00%' });
  });

  it('splits the liquidity into available and reserved, with the utilisation and reserves', () => {
    const view = getNativeSwapMetricsView(reading, 18, null);
    expect(view.totalLiquidity).toBe('1,000,000');
    expect(view.availableLiquidity).toBe('750,000');
    expect(view.reservedLiquidity).toBe('250,000');
    expect(view.utilization).toBe('25.00%');
    expect(view.virtualBTCReserve).toBe('100');
    expect(view.virtualTokenReserve).toBe('1,000,000');
    expect(view.initialProviderLiquidity).toBe('900,000');
  });

  it('reads the congestion and the two queue bars from the queue details', () => {
    const view = getNativeSwapMetricsView(reading, 18, null);
    expect(view.congestion).toBe('Minimal');
    expect(view.priorityQueue).toMatchObject({ level: 'critical', label: '1 PROVIDER(S) LEFT' });
    expect(view.standardQueue).toMatchObject({ level: 'critical', label: 'SOLD OUT' });
  });

  it('weighs the reserved tokens against the tokens other providers queued', () => {
    // 250,000 reserved against 100,000 queued beyond the initial provider's 900,000.
    expect(getNativeSwapMetricsView(reading, 18, null).market).toEqual({
      condition: 'Pure Buy Demand - No Sellers!',
      notice: 'Consuming Initial Liquidity!',
    });
    const queuedMore = { ...reading, initialProviderLiquidity: 0n };
    expect(getNativeSwapMetricsView(queuedMore, 18, null).market.condition).toBe(
      'Strong Buy Intensity',
    );
    const idle = { ...reading, reservedLiquidity: 0n, initialProviderLiquidity: reading.liquidity };
    expect(getNativeSwapMetricsView(idle, 18, null).market.condition).toBe('No Activity');
  });

  it('warns of stale orders when purged orders wait and 2 blocks hold reservations', () => {
    const stale = {
      ...reading,
      queue: { ...reading.queue, standardPurgeQueueLength: 1, blockWithReservationsLength: 2 },
    };
    expect(getNativeSwapMetricsView(stale, 18, null).staleOrders).toBe(true);
    expect(getNativeSwapMetricsView(reading, 18, null).staleOrders).toBe(false);
  });

  it('gives the ±2% depth in USD at the rate, N/A with empty reserves', () => {
    const view = getNativeSwapMetricsView(reading, 18, RATE);
    // +2%: √1.02 × 1e10 − 1e10 ≈ 99,504,938 sats; −2%: 1e10 − 1e10 × √0.98 ≈ 100,505,063 sats.
    expect(view.depthUp).toBe('$99,504.93');
    expect(view.depthDown).toBe('$100,505.06');
    const empty = getNativeSwapMetricsView({ ...reading, virtualBTCReserve: 0n }, 18, RATE);
    expect([empty.depthUp, empty.depthDown]).toEqual(['N/A', 'N/A']);
  });
});
