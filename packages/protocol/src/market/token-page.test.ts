import { describe, expect, it } from 'vitest';
import {
  candlesInRange,
  feedPaging,
  formatTradeAmount,
  priceChartLabel,
  showingRecentTransactions,
  sortByTime,
  tokenPriceUsd,
  transactionValueSats,
} from './token-page.ts';

describe('showingRecentTransactions', () => {
  it('counts the rows shown', () => {
    expect(showingRecentTransactions(12)).toBe('Showing 12 most recent transactions');
  });
});

describe('tokenPriceUsd', () => {
  it('values sats per token (8 fraction digits) at a USD rate per BTC', () => {
    // 1,000 sats a token at $100,000 a BTC is $1.
    expect(tokenPriceUsd(1_000n * 10n ** 8n, 100_000n * 10n ** 8n)).toBe(10n ** 8n);
    // 0.5 sats a token at $60,000 is $0.0003.
    expect(tokenPriceUsd(50_000_000n, 60_000n * 10n ** 8n)).toBe(30_000n);
  });
});

describe('feedPaging', () => {
  it('has no previous on page 1 and a next only when the api says more follow', () => {
    expect(feedPaging(1, true)).toEqual({ hasPrevious: false, hasNext: true });
    expect(feedPaging(2, false)).toEqual({ hasPrevious: true, hasNext: false });
    expect(feedPaging(1, false)).toEqual({ hasPrevious: false, hasNext: false });
  });
});

describe('sortByTime', () => {
  const rows = [
    { id: 'b', time: 2 },
    { id: 'a', time: 1 },
    { id: 'c', time: 2 },
  ];
  it('orders both ways, keeping the given order among equal times', () => {
    expect(sortByTime(rows, 'asc').map((row) => row.id)).toEqual(['a', 'b', 'c']);
    expect(sortByTime(rows, 'desc').map((row) => row.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('transactionValueSats', () => {
  const token = { address: `0x${'cd'.repeat(32)}` };
  it('takes the BTC side of a NativeSwap trade', () => {
    const item = { amount: 5n, forAmount: 12_345n, tokenTwo: { address: 'bitcoin' } };
    expect(transactionValueSats(item, null)).toBe(12_345n);
  });
  it('values an AMM trade at the quote, and has no value without one', () => {
    const item = { amount: 2n * 10n ** 8n, forAmount: 7n, tokenTwo: token };
    // A quote of 1e8 base units a sat (scaled by 1e8) makes 1e8 base units worth one sat.
    expect(transactionValueSats(item, 10n ** 16n)).toBe(2n);
    expect(transactionValueSats(item, null)).toBeNull();
    expect(transactionValueSats(item, 0n)).toBeNull();
  });
});

describe('candlesInRange', () => {
  const candles = [0, 6, 12, 18, 24, 30].map((start) => ({
    startBlock: start,
    endBlock: start + 5,
  }));
  it('keeps the candles that end inside the last 24 blocks for 4h', () => {
    expect(candlesInRange(candles, '4h', 35).map((candle) => candle.startBlock)).toEqual([
      12, 18, 24, 30,
    ]);
  });
  it('keeps all without a current block', () => {
    expect(candlesInRange(candles, '7d', null)).toHaveLength(6);
  });
});

describe('priceChartLabel', () => {
  it('names the candles, their volume, the token and the range', () => {
    expect(priceChartLabel('MOTO', '7d')).toBe('MOTO price candles and volume, last 7d');
  });
});

describe('formatTradeAmount', () => {
  it('shows Bitcoin to the sat and tokens as balances', () => {
    const rbtc = { address: 'bitcoin', decimals: 8, symbol: 'rBTC' };
    const moto = { address: `0x${'ab'.repeat(32)}`, decimals: 18, symbol: 'MOTO' };
    expect(formatTradeAmount(2_000n, rbtc)).toBe('0.00002 rBTC');
    expect(formatTradeAmount(15n * 10n ** 17n, moto)).toBe('1.5 MOTO');
  });
});
