import { eq } from 'drizzle-orm';
import { BTC_DECIMALS } from '@opswap/protocol/constants';
import { usdValue } from '@opswap/protocol/format/format-amount';
import {
  getPriceChangeFromQuotes,
  priceChangeReferenceBlock,
} from '@opswap/protocol/market/price-change';
import { tokenValueInSats } from '@opswap/protocol/market/token-value';
import { satoshisPerWholeToken } from '@opswap/protocol/nativeswap/human-price';
import {
  PRICE_FRACTION_DIGITS,
  type ExploreTokenRow,
  type ExploreTokenSort,
  type ExploreTokensPage,
  type ExploreTokensQuery,
} from '@opswap/protocol/schemas/market';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { isNativeAddress } from '@opswap/protocol/tokens/token';
import type { Database } from '../db/database.ts';
import { ammPools, nativePools, tokens } from '../db/schema/index.ts';
import { latestAmmStates } from '../market/amm-states.ts';
import { marketHeight } from '../market/market-height.ts';
import { latestNativeStates } from '../market/native-states.ts';
import { activityByToken, windowTotals } from '../token/pool-views.ts';
import { marketTokens, type MarketToken } from '../token/token-directory.ts';

/** Every token the indexer knows: with metadata, or only seen in a NativeSwap or AMM pool. */
async function knownTokens(db: Database, network: ProductNetwork): Promise<Set<string>> {
  const [stored, native, amm] = await Promise.all([
    db.select({ address: tokens.address }).from(tokens).where(eq(tokens.network, network)),
    db
      .select({ address: nativePools.token })
      .from(nativePools)
      .where(eq(nativePools.network, network)),
    db
      .select({ token0: ammPools.token0, token1: ammPools.token1 })
      .from(ammPools)
      .where(eq(ammPools.network, network)),
  ]);
  const addresses = [
    ...stored.map((row) => row.address),
    ...native.map((row) => row.address),
    ...amm.flatMap((row) => [row.token0, row.token1]),
  ];
  return new Set(addresses.filter((address) => !isNativeAddress(address)));
}

/** Each token's market figures, from every pool's latest state and the quotes 144 blocks back. */
async function tokenRows(
  db: Database,
  network: ProductNetwork,
  infos: readonly MarketToken[],
  usdPerBtc: bigint | null,
): Promise<ExploreTokenRow[]> {
  const height = await marketHeight(db, network);
  const [states, before, ammStates, totals] = await Promise.all([
    latestNativeStates(db, network, height),
    height === null
      ? new Map<string, never>()
      : latestNativeStates(db, network, priceChangeReferenceBlock(height, '24h')),
    latestAmmStates(db, network),
    windowTotals(db, network, height),
  ]);
  const quotes = new Map([...states].map(([token, state]) => [token, state.quote]));
  const activity = activityByToken(totals, quotes);
  const locked = new Map<string, bigint>();
  const lock = (token: string, amount: bigint) =>
    locked.set(token, (locked.get(token) ?? 0n) + amount);
  for (const [token, state] of states) lock(token, state.liquidity);
  for (const state of ammStates.values()) {
    lock(state.token0, state.reserve0);
    lock(state.token1, state.reserve1);
  }
  return infos.map((info): ExploreTokenRow => {
    const { address } = info;
    const quote = quotes.get(address) ?? 0n;
    const previous = before.get(address)?.quote ?? 0n;
    const priceSats = satoshisPerWholeToken(quote, info.decimals, PRICE_FRACTION_DIGITS);
    return {
      ...info,
      priceSats,
      priceUsd:
        priceSats === null || usdPerBtc === null
          ? null
          : usdValue(priceSats, PRICE_FRACTION_DIGITS + BTC_DECIMALS, usdPerBtc),
      priceChange24h: getPriceChangeFromQuotes(quote, previous),
      volume24hSats: activity.get(address)?.volume ?? 0n,
      tvlSats: tokenValueInSats(locked.get(address) ?? 0n, quote),
    };
  });
}

const compareBigint = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The value a sort orders by; null sorts last in either order. */
const SORT_KEYS: Record<
  Exclude<ExploreTokenSort, 'name'>,
  (row: ExploreTokenRow) => bigint | null
> = {
  price: (row) => row.priceSats,
  change24h: (row) => row.priceChange24h?.changeBps ?? null,
  volume24h: (row) => row.volume24hSats,
  liquidity: (row) => row.tvlSats,
};

function byName(a: ExploreTokenRow, b: ExploreTokenRow): number {
  return (
    compareText(a.name.toLowerCase(), b.name.toLowerCase()) || compareText(a.address, b.address)
  );
}

/** Orders rows by the query's sort and order; ties, and the rows without a value, go by name. */
export function sortTokenRows(
  rows: readonly ExploreTokenRow[],
  sort: ExploreTokenSort,
  order: ExploreTokensQuery['order'],
): ExploreTokenRow[] {
  const sign = order === 'asc' ? 1 : -1;
  if (sort === 'name') return [...rows].sort((a, b) => sign * byName(a, b));
  const key = SORT_KEYS[sort];
  return [...rows].sort((a, b) => {
    const left = key(a);
    const right = key(b);
    if (left === null || right === null) {
      return (left === null ? 1 : 0) - (right === null ? 1 : 0) || byName(a, b);
    }
    return sign * compareBigint(left, right) || byName(a, b);
  });
}

/** Whether a token's name or symbol holds the search text, in any case; blank matches all. */
function matchesSearch(row: { name: string; symbol: string }, search: string): boolean {
  const text = search.toLowerCase();
  return row.name.toLowerCase().includes(text) || row.symbol.toLowerCase().includes(text);
}

/**
 * GET explore/tokens: a page of every known token. The figures come from each token's latest
 * pool states, read for all tokens at once, so sorting by them happens here rather than in SQL.
 */
export async function exploreTokensPage(
  db: Database,
  network: ProductNetwork,
  query: ExploreTokensQuery,
  usdPerBtc: bigint | null,
): Promise<ExploreTokensPage> {
  const infos = await marketTokens(db, network, await knownTokens(db, network));
  const matching = [...infos.values()].filter((info) => matchesSearch(info, query.search));
  const rows = sortTokenRows(
    await tokenRows(db, network, matching, usdPerBtc),
    query.sort,
    query.order,
  );
  const start = (query.page - 1) * query.pageSize;
  return {
    tokens: rows.slice(start, start + query.pageSize),
    page: query.page,
    pageSize: query.pageSize,
    total: rows.length,
  };
}
