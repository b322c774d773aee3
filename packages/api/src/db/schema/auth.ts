import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { millis, network } from '../columns.ts';

/** A sign-in challenge: the text the wallet signs, usable once before it expires. */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    nonce: text('nonce').primaryKey(),
    network: network(),
    userKey: text('user_key').notNull(),
    message: text('message').notNull(),
    expiresAt: millis('expires_at').notNull(),
  },
  (table) => [index('auth_challenges_expiry').on(table.expiresAt)],
);

/** A session: the sha256 of its bearer token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    network: network(),
    userKey: text('user_key').notNull(),
    createdAt: millis('created_at').notNull(),
    expiresAt: millis('expires_at').notNull(),
  },
  (table) => [index('sessions_expiry').on(table.expiresAt)],
);
