import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { millis, network } from '../columns.ts';

/** The tokens a user watches. */
export const watchlist = pgTable(
  'watchlist',
  {
    network: network(),
    userKey: text('user_key').notNull(),
    tokenAddress: text('token_address').notNull(),
    addedAt: millis('added_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.network, table.userKey, table.tokenAddress] })],
);

/** The tokens a user looked up, newest first. */
export const recentSearches = pgTable(
  'recent_searches',
  {
    network: network(),
    userKey: text('user_key').notNull(),
    tokenAddress: text('token_address').notNull(),
    searchedAt: millis('searched_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.network, table.userKey, table.tokenAddress] }),
    index('recent_searches_user').on(table.network, table.userKey, table.searchedAt),
  ],
);
