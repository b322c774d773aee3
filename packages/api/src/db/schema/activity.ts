import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { millis, network } from '../columns.ts';

/** An outpoint a pending transaction spends: a mined transaction spending it replaced it. */
export interface Outpoint {
  transactionId: string;
  outputIndex: number;
}

/**
 * A user's recorded action. The client says what it did (type, data, transactionId); the indexer
 * alone decides the status from the chain.
 */
export const activities = pgTable(
  'activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    network: network(),
    userKey: text('user_key').notNull(),
    transactionId: text('transaction_id').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    failedReason: text('failed_reason'),
    blockNumber: integer('block_number'),
    cancellationTransactionId: text('cancellation_transaction_id'),
    receipt: jsonb('receipt'),
    events: jsonb('events').$type<unknown[]>(),
    /** What the pending transaction spends, learned from the node's mempool. */
    inputs: jsonb('inputs').$type<Outpoint[]>(),
    timestamp: millis('timestamp').notNull(),
    lastUpdated: millis('last_updated').notNull(),
  },
  (table) => [
    uniqueIndex('activities_user_transaction').on(
      table.network,
      table.userKey,
      table.transactionId,
    ),
    index('activities_user_updated').on(table.network, table.userKey, table.lastUpdated),
    index('activities_user_type_updated').on(
      table.network,
      table.userKey,
      table.type,
      table.lastUpdated,
    ),
    index('activities_transaction').on(table.network, table.transactionId),
    index('activities_pending')
      .on(table.network, table.status)
      .where(sql`${table.status} = 'Pending'`),
  ],
);
