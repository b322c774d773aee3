// Wire-format answers of the token routes for the token page's tests.
import { TOKEN_A, txid } from '../../../entities/activity/testing/activity-test-kit.tsx';

export const MOTO = { name: 'Motoswap', symbol: 'MOTO', address: TOKEN_A, decimals: 18 };
export const RBTC = { name: 'Bitcoin', symbol: 'rBTC', address: 'bitcoin', decimals: 8 };
export const E18 = 10n ** 18n;

/** A wallet address from a number, so rows tell their wallets apart. */
export const wallet = (n: number): string => `0x${n.toString(16).padStart(64, 'e')}`;

/** A Buy of n MOTO for n x 1,000 sats at time n seconds, by wallet(n). */
export function transactionJson(n: number, overrides: Record<string, unknown> = {}) {
  return {
    direction: 'Buy',
    token: MOTO,
    tokenTwo: RBTC,
    amount: String(BigInt(n) * E18),
    forAmount: String(n * 1_000),
    wallet: wallet(n),
    time: n * 1_000,
    transactionId: txid(n),
    ...overrides,
  };
}

/** GET token/{address}?page=n holding these transactions. */
export function recordRoute(
  page: number,
  transactions: unknown[],
  pools: unknown[] = [],
  hasMore = false,
) {
  return {
    [`token/${TOKEN_A}?page=${page}`]: {
      name: MOTO.name,
      symbol: MOTO.symbol,
      decimals: MOTO.decimals,
      address: MOTO.address,
      activity: { transactions, hasMore, pools },
    },
  };
}

/** GET token/prices/{address}?interval=1h with a price of 1,000 sats a MOTO and these candles. */
export function pricesRoute(candles: unknown[] = []) {
  return {
    [`token/prices/${TOKEN_A}?interval=1h`]: {
      token: MOTO,
      currentBlock: 200,
      quote: String(10n ** 23n),
      priceSats: String(1_000n * 10n ** 8n),
      priceChange4h: { direction: 'down', changeBps: '-250' },
      priceChange24h: { direction: 'up', changeBps: '1234' },
      interval: '1h',
      candles,
    },
  };
}

/** A 1h candle starting at `startBlock`, prices in sats x1e8, with 7 MOTO of volume. */
export function candleJson(
  startBlock: number,
  close: bigint,
  { open = close, volumeSats = 7_000n } = {},
) {
  return {
    startBlock,
    endBlock: startBlock + 5,
    time: startBlock * 600_000,
    open: String(open),
    high: String(open > close ? open : close),
    low: String(open < close ? open : close),
    close: String(close),
    volume: String(7n * E18),
    volumeSats: String(volumeSats),
  };
}
