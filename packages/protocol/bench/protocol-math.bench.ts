import { bench, describe } from 'vitest';
import { getAmountsOut } from '../src/amm/amm-math.ts';
import { satoshisToTokens, tokensToSatoshis } from '../src/nativeswap/conversions.ts';
import { currentQuote } from '../src/nativeswap/quote.ts';

const E18 = 10n ** 18n;

const threeHops = [
  { reserveIn: 1_000_000n * E18, reserveOut: 2_500_000n * E18 },
  { reserveIn: 800_000n * E18, reserveOut: 40_000n * E18 },
  { reserveIn: 12_345_678n * E18, reserveOut: 987_654n * E18 },
];

// The reference pool after a 10,000-token listing: the quote takes the queue-impact log.
const listedPool = {
  virtualSatoshisReserve: 9_950_347_766n,
  virtualTokenReserve: 1_004_990n * E18,
  liquidity: 1_009_990n * E18,
  initialProviderLiquidity: 999_990n * E18,
};
const QUOTE = 10_101_038_804_436_094_118_320n;

describe('amm', () => {
  bench('getAmountsOut over a 3-hop path', () => {
    getAmountsOut(1_234n * E18, threeHops);
  });
});

describe('nativeswap', () => {
  bench('quote with queue impact (fixed-point ln)', () => {
    currentQuote(listedPool);
  });

  bench('satoshisToTokens', () => {
    satoshisToTokens(123_456_789n, QUOTE);
  });

  bench('tokensToSatoshis', () => {
    tokensToSatoshis(12_345n * E18, QUOTE);
  });
});
