import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ReservationSettings } from '@opswap/protocol/schemas/reservation';
import { amount, millis, network } from '../columns.ts';

/** Simulation figures, amounts as decimal strings (as the API carries them). */
export interface StoredSimulation {
  estimatedGas: string;
  estimatedSatGas: string;
  minTokenOut: string;
}

export interface StoredReservationUtxo {
  transactionId: string;
  outputIndex: number;
  scriptPubKey: { hex: string; address: string };
  value: string;
}

/** What the reservation's own events said: the total and each provider to pay. */
export interface StoredReservationEvents {
  ReservationCreated: { totalSatoshis: string };
  providers: { depositAddress: string; satoshisAmount: string }[];
}

/**
 * A NativeSwap reservation. The client tracks it with what it knows right after reserving; the
 * indexer fills in status, confirm and expiry blocks and the providers from the chain.
 */
export const reservations = pgTable(
  'reservations',
  {
    network: network(),
    hash: text('hash').notNull(),
    userKey: text('user_key').notNull(),
    tokenAddress: text('token_address').notNull(),
    tokenSymbol: text('token_symbol').notNull(),
    status: text('status').notNull(),
    amountIn: amount('amount_in').notNull(),
    amountOut: amount('amount_out').notNull(),
    confirmedAtBlock: integer('confirmed_at_block'),
    expiresAtBlock: integer('expires_at_block'),
    reason: text('reason'),
    simulationResult: jsonb('simulation_result').$type<StoredSimulation>().notNull(),
    settings: jsonb('settings').$type<ReservationSettings>().notNull(),
    reservationUtxo: jsonb('reservation_utxo').$type<StoredReservationUtxo>(),
    events: jsonb('events').$type<StoredReservationEvents>(),
    receipt: jsonb('receipt'),
    timestamp: millis('timestamp').notNull(),
    lastUpdated: millis('last_updated').notNull(),
  },
  (table) => [
    // Per user: tracking someone else's reservation hash first must not lock its owner out.
    primaryKey({ columns: [table.network, table.userKey, table.hash] }),
    index('reservations_user').on(table.network, table.userKey, table.lastUpdated),
    index('reservations_hash').on(table.network, table.hash),
  ],
);
