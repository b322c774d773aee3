import { count, eq } from 'drizzle-orm';
import { tokenValueInSats } from '@opswap/protocol/market/token-value';
import { satoshisPerWholeToken } from '@opswap/protocol/nativeswap/human-price';
import {
  PRICE_FRACTION_DIGITS,
  type ExploreOverview,
  type ExploreToken,
} from '@opswap/protocol/schemas/market';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Database } from '../db/database.ts';
import { ammPools, nativePools, tokens } from '../db/schema/index.ts';
import { latestAmmStates } from '../market/amm-states.ts';
import { marketHeight } from '../market/market-height.ts';
import { latestNativeStates } from '../market/native-states.ts';
import {
  activityByToken,
  ammReservesInSats,
  swapValueInSats,
  windowTotals,
} from '../token/pool-views.ts';
import { latestTransactions } from '../token/token-activity.ts';
import { marketTokens, type MarketToken } from '../token/token-directory.ts';
import { priceChangeOver } from '../token/token-prices.ts';

/** The busiest tokens the overview lists, and the latest transactions it shows. */
export const OVERVIEW_TOP_TOKENS = 10;
export const OVERVIEW_LATEST_TRANSACTIONS = 20;

async function countRows(
  db: Database,
  network: ProductNetwork,
  table: typeof tokens | typeof nativePools | typeof ammPools,
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(eq(table.network, network));
  return row?.total ?? 0;
}

/** Every AMM pool's reserves valued in sats (where a token has a NativeSwap price). */
async function ammValueInSats(
  db: Database,
  network: ProductNetwork,
  quotes: ReadonlyMap<string, bigint>,
): Promise<bigint> {
  let total = 0n;
  for (const state of (await latestAmmStates(db, network)).values()) {
    const quote0 = quotes.get(state.token0) ?? 0n;
    const quote1 = quotes.get(state.token1) ?? 0n;
    total += ammReservesInSats(state.reserve0, state.reserve1, quote0, quote1) ?? 0n;
  }
  return total;
}

/** GET explore/overview: totals, the busiest tokens of the last 144 blocks and the latest trades. */
export async function exploreOverview(
  db: Database,
  network: ProductNetwork,
): Promise<ExploreOverview> {
  const height = await marketHeight(db, network);
  const [tokenCount, nativeCount, ammCount, totals, states, latest] = await Promise.all([
    countRows(db, network, tokens),
    countRows(db, network, nativePools),
    countRows(db, network, ammPools),
    windowTotals(db, network, height),
    latestNativeStates(db, network, height),
    latestTransactions(db, network, OVERVIEW_LATEST_TRANSACTIONS),
  ]);
  const quotes = new Map([...states].map(([token, state]) => [token, state.quote]));
  let nativeValue = 0n;
  for (const state of states.values())
    nativeValue += tokenValueInSats(state.liquidity, state.quote);

  let volume = 0n;
  let transactions = 0;
  for (const total of totals) {
    volume += swapValueInSats(total, quotes);
    transactions += total.transactions;
  }
  const top = [...activityByToken(totals, quotes)]
    .sort(([a, left], [b, right]) => right.transactions - left.transactions || a.localeCompare(b))
    .slice(0, OVERVIEW_TOP_TOKENS);
  const infos = await marketTokens(
    db,
    network,
    top.map(([token]) => token),
  );
  const topTokens = await Promise.all(
    top.map(async ([token, entry]): Promise<ExploreToken> => {
      const info = infos.get(token) as MarketToken;
      const quote = quotes.get(token) ?? null;
      return {
        ...info,
        transactions24h: entry.transactions,
        volume24hSats: entry.volume,
        priceSats:
          quote === null
            ? null
            : satoshisPerWholeToken(quote, info.decimals, PRICE_FRACTION_DIGITS),
        priceChange24h:
          height === null ? null : await priceChangeOver(db, network, token, height, quote, '24h'),
      };
    }),
  );
  return {
    currentBlock: height,
    tokens: tokenCount,
    pools: { total: nativeCount + ammCount, native: nativeCount, amm: ammCount },
    transactions24h: transactions,
    volume24hSats: volume,
    tvlSats: nativeValue + (await ammValueInSats(db, network, quotes)),
    topTokens,
    latestTransactions: latest,
  };
}
