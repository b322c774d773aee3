import { ceilDiv } from '../math/ceil-div.ts';
import { NativeSwapError } from './native-swap-error.ts';
import { MAX_TOTAL_SATOSHIS, QUOTE_SCALE } from './contract-constants.ts';

function requireQuote(quote: bigint): void {
  if (quote <= 0n) throw new NativeSwapError('SafeMath: division by zero');
}

/** Tokens bought by sats at a quote, rounded down: floor(sats x quote / 1e8). */
export function satoshisToTokens(satoshis: bigint, quote: bigint): bigint {
  return (satoshis * quote) / QUOTE_SCALE;
}

/** Sats that pay for tokens at a quote, rounded up: ceil(tokens x 1e8 / quote); at most 21M BTC. */
export function tokensToSatoshis(tokens: bigint, quote: bigint): bigint {
  requireQuote(quote);
  const satoshis = ceilDiv(tokens * QUOTE_SCALE, quote);
  if (satoshis > MAX_TOTAL_SATOSHIS) {
    throw new NativeSwapError('Impossible state: The total number of satoshis is out of range.');
  }
  return satoshis;
}
