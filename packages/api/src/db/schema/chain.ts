import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { amount, millis, network } from '../columns.ts';

// Everything in this file is derived from the chain by the indexer. Rows carry the block they
// came from, so a reorg rolls them back by deleting what lies above the fork point.

/** Where the indexer stands: the last indexed block of each network. */
export const indexerCursor = pgTable('indexer_cursor', {
  network: text('network').primaryKey(),
  height: integer('height').notNull(),
  hash: text('hash').notNull(),
});

/** The indexed blocks' hashes, to find the fork point when the node's chain changes. */
export const chainBlocks = pgTable(
  'chain_blocks',
  {
    network: network(),
    height: integer('height').notNull(),
    hash: text('hash').notNull(),
    previousHash: text('previous_hash').notNull(),
    time: millis('time').notNull(),
  },
  (table) => [primaryKey({ columns: [table.network, table.height] })],
);

/** OP20 tokens the chain deployed, with their metadata. */
export const tokens = pgTable(
  'tokens',
  {
    network: network(),
    address: text('address').notNull(),
    p2op: text('p2op').notNull(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    decimals: integer('decimals').notNull(),
    maxSupply: amount('max_supply').notNull(),
    image: text('image').notNull(),
    verified: boolean('verified').notNull(),
    blockNumber: integer('block_number').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.network, table.address] }),
    index('tokens_p2op').on(table.network, table.p2op),
    index('tokens_symbol').on(table.network, table.symbol),
  ],
);

/**
 * The statuses the indexer gave user rows (activities, reservations), each with the block that
 * caused it: a reorg puts back the rows whose change lies above the fork point.
 */
export const indexerStatusChanges = pgTable(
  'indexer_status_changes',
  {
    network: network(),
    blockNumber: integer('block_number').notNull(),
    /** 'activity' (key: the activity id) or 'reservation' (key: userKey:hash). */
    subject: text('subject').notNull(),
    key: text('key').notNull(),
    status: text('status').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.network, table.subject, table.key, table.blockNumber] }),
    index('indexer_status_changes_block').on(table.network, table.blockNumber),
  ],
);
