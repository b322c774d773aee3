import { useQuery } from '@tanstack/react-query';
import { UNKNOWN_VALUE_TEXT } from '@opswap/protocol/activity/dashboard-texts';
import { NO_NATIVE_POOL } from '@opswap/protocol/errors/messages';
import {
  formatCompactUsd,
  formatUsd,
  usdRateToScaled,
} from '@opswap/protocol/format/format-amount';
import {
  type PortfolioValue,
  portfolioHoldings,
  portfolioValue,
  sortByBalanceDescending,
  tokenUsdValue,
} from '@opswap/protocol/portfolio/watched-tokens';
import type { Token } from '@opswap/protocol/schemas/token';
import { isNativeToken, nativeToken } from '@opswap/protocol/tokens/token';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { useTokenBalance } from '../tokens/use-token-balance.ts';
import { syncQueryOptions } from './get-sync.ts';
import { useSessionUser } from './session-user.ts';
import { useAllExplorePools } from './use-all-explore-pools.ts';

export interface WatchedToken {
  token: Token;
  /** USD worth of the balance (x10^8), or null when a price is unknown. */
  usd: bigint | null;
  /** False only when every pool is known and none is this token's NativeSwap pool. */
  hasNativePool: boolean;
}

export interface WatchedTokens {
  /** Sorted by balance, largest first. */
  tokens: WatchedToken[];
  /** The BTC price in USD (x10^8) once GET sync answered. */
  usdRate: bigint | null;
  isPending: boolean;
  error: Error | null;
}

/**
 * The watched tokens of GET sync with their balances, valued at the api's USD rate and, for
 * tokens, their NativeSwap quote from the explore pools.
 */
export function useWatchedTokens(): WatchedTokens {
  const { session } = useSessionUser();
  const sync = useQuery(syncQueryOptions(session));
  const pools = useAllExplorePools();
  const quotes = new Map<string, bigint>();
  for (const pool of pools.pools) {
    if (pool.type === 'NATIVE') quotes.set(pool.token.address.toLowerCase(), pool.quote);
  }
  const usdRate = sync.data ? usdRateToScaled(sync.data.exchangeRates.rates.usd.value) : null;
  const tokens = sortByBalanceDescending(sync.data?.watchlist ?? []).map((token) => {
    const native = isNativeToken(token);
    const quote = quotes.get(token.address.toLowerCase()) ?? null;
    return {
      token,
      usd: tokenUsdValue({ ...token, native, quote }, usdRate),
      hasNativePool: native || quote !== null || !pools.complete,
    };
  });
  return { tokens, usdRate, isPending: sync.isPending, error: sync.error };
}

/**
 * Portfolio Value: the watched tokens and the wallet's native coin, watched or not (its balance
 * read from the chain when it is not watched); null until both are known.
 */
export function usePortfolioValue(): PortfolioValue | null {
  const network = useNetworkStore((state) => state.network);
  const watched = useWatchedTokens();
  const nativeWatched = watched.tokens.some((entry) => isNativeToken(entry.token));
  const native = useTokenBalance(nativeWatched ? null : nativeToken(network));
  if (watched.isPending || watched.error) return null;
  const holdings = watched.tokens.map(({ token, usd }) => ({
    balanceBigint: token.balanceBigint,
    usd,
    native: isNativeToken(token),
  }));
  if (nativeWatched) return portfolioValue(holdings);
  if (native.data === undefined) return null;
  return portfolioValue(portfolioHoldings(holdings, native.data, watched.usdRate));
}

/**
 * A watched token's USD value as shown: '$12.50', '—' when a price is unknown, or 'No Native Pool'
 * for a token without a NativeSwap pool (docs/errors.md#where-errors-show: handled silently in the watched tokens table).
 */
export function watchedTokenValueText(
  entry: WatchedToken,
  { compact = false }: { compact?: boolean } = {},
): string {
  if (entry.usd !== null) return `$${(compact ? formatCompactUsd : formatUsd)(entry.usd)}`;
  return entry.hasNativePool ? UNKNOWN_VALUE_TEXT : NO_NATIVE_POOL;
}
