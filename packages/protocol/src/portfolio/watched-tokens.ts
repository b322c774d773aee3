import { BTC_DECIMALS } from '../constants.ts';
import { MAX_TOKEN_DECIMALS } from '../amount/units.ts';
import { usdValue } from '../format/format-amount.ts';
import { tokenValueInSats } from '../market/token-value.ts';

/** What valuing a watched token needs. */
export interface ValuedTokenInput {
  balanceBigint: bigint;
  decimals: number;
  /** Bitcoin itself is priced at the USD rate directly. */
  native: boolean;
  /** The token's NativeSwap quote (token base units per sat, x1e8); null or 0 without a pool. */
  quote: bigint | null;
}

/**
 * A token balance in USD (scaled by 10^8): sats at the BTC rate for Bitcoin, else the balance
 * valued in sats at its NativeSwap quote, then at the BTC rate. Null when either price is
 * unknown: the screen says so rather than inventing one.
 */
export function tokenUsdValue(token: ValuedTokenInput, usdRate: bigint | null): bigint | null {
  if (usdRate === null) return null;
  if (token.native) return usdValue(token.balanceBigint, token.decimals, usdRate);
  if (token.quote === null || token.quote <= 0n) return null;
  return usdValue(tokenValueInSats(token.balanceBigint, token.quote), BTC_DECIMALS, usdRate);
}

export interface PortfolioValue {
  /** The sum of the tokens whose value is known. */
  total: bigint;
  /** Tokens held (balance above 0) whose value is unknown, left out of the total. */
  unpriced: number;
}

/** A holding as Portfolio Value counts it. */
export interface PortfolioHolding {
  balanceBigint: bigint;
  usd: bigint | null;
}

/**
 * What Portfolio Value counts: the watched tokens, and the wallet's native coin whether or not it
 * is watched (a wallet holding only Bitcoin is not worth $0), its balance in sats at the USD rate.
 */
export function portfolioHoldings(
  watched: readonly (PortfolioHolding & { native: boolean })[],
  nativeBalance: bigint,
  usdRate: bigint | null,
): PortfolioHolding[] {
  if (watched.some((token) => token.native)) return [...watched];
  const native = {
    balanceBigint: nativeBalance,
    decimals: BTC_DECIMALS,
    native: true,
    quote: null,
  };
  return [...watched, { balanceBigint: nativeBalance, usd: tokenUsdValue(native, usdRate) }];
}

/** Portfolio value: the holdings' known USD values, and how many holdings had none. */
export function portfolioValue(tokens: readonly PortfolioHolding[]): PortfolioValue {
  let total = 0n;
  let unpriced = 0;
  for (const token of tokens) {
    if (token.usd !== null) total += token.usd;
    else if (token.balanceBigint > 0n) unpriced += 1;
  }
  return { total, unpriced };
}

/** A balance at the widest decimals, so tokens of different decimals compare as amounts. */
function comparable(token: { balanceBigint: bigint; decimals: number }): bigint {
  return token.balanceBigint * 10n ** BigInt(MAX_TOKEN_DECIMALS - token.decimals);
}

/**
 * The sidebar's watched tokens, sorted by balance descending (docs/activity.md#sidebar), compared
 * as whole amounts whatever their decimals; equal balances keep their order.
 */
export function sortByBalanceDescending<T extends { balanceBigint: bigint; decimals: number }>(
  tokens: readonly T[],
): T[] {
  return [...tokens].sort((a, b) => {
    const left = comparable(a);
    const right = comparable(b);
    return left === right ? 0 : left > right ? -1 : 1;
  });
}
