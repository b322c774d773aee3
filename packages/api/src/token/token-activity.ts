import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { pageOffset } from '@opswap/protocol/schemas/common';
import type { TokenActivityDirection, TokenActivityItem } from '@opswap/protocol/schemas/token';
import { PAGE_SIZES } from '@opswap/protocol/constants';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Database } from '../db/database.ts';
import { tokenTransactions } from '../db/schema/index.ts';
import { marketTokens, tokenRef, type MarketToken } from './token-directory.ts';

export type TokenTransaction = typeof tokenTransactions.$inferSelect;

const OPPOSITE: Record<TokenActivityDirection, TokenActivityDirection> = {
  Buy: 'Sell',
  Sell: 'Buy',
  Add: 'Add',
  Remove: 'Remove',
};

/**
 * A stored token transaction as seen from one of its two tokens. Rows are stored from the side of
 * `token`; from `tokenTwo`'s side a Buy is a Sell and the amounts swap places.
 */
export function activityItem(
  row: TokenTransaction,
  infos: ReadonlyMap<string, MarketToken>,
  perspective: string = row.token,
): TokenActivityItem {
  const flipped = perspective !== row.token && perspective === row.tokenTwo;
  const ref = (address: string) => tokenRef(infos.get(address) as MarketToken);
  return {
    direction: flipped ? OPPOSITE[row.direction] : row.direction,
    token: ref(flipped ? row.tokenTwo : row.token),
    tokenTwo: ref(flipped ? row.token : row.tokenTwo),
    amount: flipped ? row.forAmount : row.amount,
    forAmount: flipped ? row.amount : row.forAmount,
    wallet: row.wallet,
    time: row.time,
    transactionId: row.transactionId,
  };
}

const newestFirst = [
  desc(tokenTransactions.blockNumber),
  desc(tokenTransactions.transactionIndex),
  desc(tokenTransactions.eventIndex),
] as const;

/** Activity items of rows, with their tokens' references loaded. */
export async function activityItems(
  db: Database,
  network: ProductNetwork,
  rows: readonly TokenTransaction[],
  perspective?: string,
): Promise<TokenActivityItem[]> {
  const infos = await marketTokens(
    db,
    network,
    rows.flatMap((row) => [row.token, row.tokenTwo]),
  );
  return rows.map((row) => activityItem(row, infos, perspective));
}

/**
 * A page of the stored transactions that `where` picks, newest first, PAGE_SIZES.api a page, and
 * whether a page follows: one row past the page is read to tell.
 */
export async function transactionsPage(
  db: Database,
  network: ProductNetwork,
  where: SQL | undefined,
  page: number,
  perspective?: string,
): Promise<{ transactions: TokenActivityItem[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(tokenTransactions)
    .where(and(eq(tokenTransactions.network, network), where))
    .orderBy(...newestFirst)
    .limit(PAGE_SIZES.api + 1)
    .offset(pageOffset(page));
  return {
    transactions: await activityItems(db, network, rows.slice(0, PAGE_SIZES.api), perspective),
    hasMore: rows.length > PAGE_SIZES.api,
  };
}

/** A page of a token's transactions, seen from the token. */
export function tokenActivityPage(
  db: Database,
  network: ProductNetwork,
  token: string,
  page: number,
): Promise<{ transactions: TokenActivityItem[]; hasMore: boolean }> {
  const ofToken = or(eq(tokenTransactions.token, token), eq(tokenTransactions.tokenTwo, token));
  return transactionsPage(db, network, ofToken, page, token);
}

/** The latest token transactions of the whole market. */
export async function latestTransactions(
  db: Database,
  network: ProductNetwork,
  limit: number,
): Promise<TokenActivityItem[]> {
  const rows = await db
    .select()
    .from(tokenTransactions)
    .where(eq(tokenTransactions.network, network))
    .orderBy(...newestFirst)
    .limit(limit);
  return activityItems(db, network, rows);
}
