import { Address } from '@btc-vision/transaction';
import { and, desc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { NOT_SENT_BY_WALLET_REASON } from '@opswap/protocol/errors/failed-reason';
import { reservationExpiryBlock } from '@opswap/protocol/nativeswap/reservation-lifecycle';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { CANCELLED_BY_USER_REASON } from '@opswap/protocol/watch/watch-state';
import { bitcoinNetworkOf } from '../chain/bitcoin-network.ts';
import type { BlockReader } from '../chain/block-reader.ts';
import {
  decodeEvent,
  eventsOf,
  readLiquidityReserved,
  readReservationCreated,
} from '../chain/contract-events.ts';
import type { Database } from '../db/database.ts';
import { activities } from '../db/schema/activity.ts';
import { indexerStatusChanges } from '../db/schema/chain.ts';
import { reservations, type StoredReservationEvents } from '../db/schema/reservations.ts';
import { receiptOf, sentByWallet, type StatusHandlerOptions } from './activity-status-handler.ts';
import type {
  BlockHandler,
  DbTransaction,
  IndexedBlock,
  IndexedTransaction,
} from './block-handler.ts';
import { IndexedBlockFinder, NewRowWatch } from './late-settlement.ts';
import {
  recordStatusChanges,
  takeStatusChangesAbove,
  type StatusChange,
} from './status-changes.ts';

/** Why a mined, unreverted transaction tracked as a reservation is Failed. */
export const NO_RESERVATION_CREATED_REASON = 'The transaction created no reservation.';

type ReservationOutcome =
  { status: 'Failed'; reason: string } | { status: 'Completed'; events: StoredReservationEvents };

/** What the reservation transaction did, read from the reserve call's own events. */
function outcomeOf(transaction: IndexedTransaction, userKey: string): ReservationOutcome {
  if (!sentByWallet(transaction, userKey)) {
    return { status: 'Failed', reason: NOT_SENT_BY_WALLET_REASON };
  }
  if (transaction.revert !== null) return { status: 'Failed', reason: transaction.revert };
  // Any contract may emit events of these names: data that does not fit is no reservation.
  const noReservation: ReservationOutcome = {
    status: 'Failed',
    reason: NO_RESERVATION_CREATED_REASON,
  };
  const [createdEvent] = eventsOf(transaction.events, transaction.contract, 'ReservationCreated');
  const created = createdEvent && decodeEvent(createdEvent, readReservationCreated);
  if (!created) return noReservation;
  const providers: StoredReservationEvents['providers'] = [];
  for (const event of eventsOf(transaction.events, transaction.contract, 'LiquidityReserved')) {
    const reserved = decodeEvent(event, readLiquidityReserved);
    if (reserved === null) return noReservation;
    providers.push({
      depositAddress: reserved.depositAddress,
      satoshisAmount: reserved.satoshis.toString(),
    });
  }
  return {
    status: 'Completed',
    events: { ReservationCreated: { totalSatoshis: created.totalSatoshis.toString() }, providers },
  };
}

const reservationKey = (userKey: string, hash: string): string => `${userKey}:${hash}`;

/** The reservations these status changes were made to; undefined for none. */
function rowsOf(changes: readonly StatusChange[]) {
  return or(
    ...changes.map((change) => {
      const split = change.key.lastIndexOf(':');
      return and(
        eq(reservations.userKey, change.key.slice(0, split)),
        eq(reservations.hash, change.key.slice(split + 1)),
      );
    }),
  );
}

/** A swap's token contracts: every other contract that emitted events in the NativeSwap call. */
function swappedTokens(transaction: IndexedTransaction): string[] {
  const tokens = new Set<string>();
  for (const event of transaction.events) {
    if (event.contract !== transaction.contract) tokens.add(event.contract);
  }
  return [...tokens];
}

/**
 * The reservation status handler: a Pending reservation whose transaction is mined becomes
 * Completed (confirm and expiry blocks, the total and the providers to pay from its events) or
 * Failed; one whose transaction was replaced (its owner's activity for it Cancelled) becomes
 * Failed; a Completed one becomes Spent when its owner's NativeSwap swap of that token is mined
 * before it expires. It runs after the activity handler, whose cancellations it reads.
 */
export class ReservationStatusHandler implements BlockHandler {
  readonly name = 'reservation-status';
  private readonly db: Database;
  private readonly chain: BlockReader;
  private readonly now: () => number;
  private readonly newRows: NewRowWatch<string>;

  constructor(options: Omit<StatusHandlerOptions, 'node'>) {
    this.db = options.db;
    this.chain = options.chain;
    this.now = options.now ?? Date.now;
    this.newRows = new NewRowWatch({ lookupIntervalMs: options.lookupIntervalMs });
  }

  /**
   * Checks each new Pending reservation once: one tracked after the block that mined it was
   * applied is settled from that block.
   */
  async prepare(_block: IndexedBlock, network: ProductNetwork): Promise<void> {
    if (!this.newRows.lookupDue()) return;
    const now = this.now();
    const since = this.newRows.since();
    const rows = await this.db
      .select({ userKey: reservations.userKey, hash: reservations.hash })
      .from(reservations)
      .where(
        and(
          eq(reservations.network, network),
          eq(reservations.status, 'Pending'),
          Number.isFinite(since) ? gte(reservations.timestamp, since) : undefined,
        ),
      );
    const fresh = rows.filter((row) =>
      this.newRows.firstSight(reservationKey(row.userKey, row.hash), now),
    );
    try {
      const late = await new IndexedBlockFinder(this.db, this.chain, network).blocksOf(
        fresh.map((row) => row.hash),
      );
      for (const block of late) {
        await this.db.transaction(async (tx) => {
          const changes = await this.settleMined(tx, block, network);
          await recordStatusChanges(tx, network, 'reservation', block.height, changes);
        });
      }
    } catch (error) {
      for (const row of fresh) this.newRows.forget(reservationKey(row.userKey, row.hash));
      throw error;
    }
    this.newRows.finish(now, true);
  }

  async apply(tx: DbTransaction, block: IndexedBlock, network: ProductNetwork): Promise<void> {
    if (block.transactions.length === 0) return;
    const changes = [
      ...(await this.settleMined(tx, block, network)),
      ...(await this.markSpent(tx, block, network)),
      ...(await this.failReplaced(tx, block, network)),
    ];
    await recordStatusChanges(tx, network, 'reservation', block.height, changes);
  }

  private async settleMined(
    tx: DbTransaction,
    block: IndexedBlock,
    network: ProductNetwork,
  ): Promise<StatusChange[]> {
    // A reservation is a NativeSwap call: only interactions can be one.
    const mined = new Map(
      block.transactions
        .filter((transaction) => transaction.kind === 'Interaction')
        .map((transaction) => [transaction.id, transaction]),
    );
    if (mined.size === 0) return [];
    const rows = await tx
      .select({ userKey: reservations.userKey, hash: reservations.hash })
      .from(reservations)
      .where(
        and(
          eq(reservations.network, network),
          inArray(reservations.hash, [...mined.keys()]),
          eq(reservations.status, 'Pending'),
        ),
      );
    const changes: StatusChange[] = [];
    for (const row of rows) {
      const transaction = mined.get(row.hash) as IndexedTransaction;
      const outcome = outcomeOf(transaction, row.userKey);
      const derived =
        outcome.status === 'Completed'
          ? {
              status: outcome.status,
              confirmedAtBlock: block.height,
              expiresAtBlock: reservationExpiryBlock(block.height),
              events: outcome.events,
              reason: null,
            }
          : { status: outcome.status, reason: outcome.reason };
      await tx
        .update(reservations)
        .set({ ...derived, receipt: receiptOf(transaction), lastUpdated: block.time })
        .where(this.rowIs(network, row.userKey, row.hash));
      changes.push({ key: reservationKey(row.userKey, row.hash), status: outcome.status });
    }
    return changes;
  }

  /** Reservations used up by a swap their owner mined in this block. */
  private async markSpent(
    tx: DbTransaction,
    block: IndexedBlock,
    network: ProductNetwork,
  ): Promise<StatusChange[]> {
    const changes: StatusChange[] = [];
    for (const transaction of block.transactions) {
      const sender = transaction.senderXOnlyKey;
      if (sender === null || transaction.revert !== null) continue;
      if (eventsOf(transaction.events, transaction.contract, 'SwapExecuted').length === 0) continue;
      const tokens = this.tokenSpellings(swappedTokens(transaction), network);
      if (tokens.length === 0) continue;
      const [reservation] = await tx
        .select({ userKey: reservations.userKey, hash: reservations.hash })
        .from(reservations)
        .where(
          and(
            eq(reservations.network, network),
            inArray(reservations.userKey, ['02' + sender, '03' + sender]),
            eq(reservations.status, 'Completed'),
            inArray(sql<string>`lower(${reservations.tokenAddress})`, tokens),
            lt(reservations.confirmedAtBlock, block.height),
            gte(reservations.expiresAtBlock, block.height),
          ),
        )
        .orderBy(desc(reservations.confirmedAtBlock))
        .limit(1);
      if (reservation === undefined) continue;
      await tx
        .update(reservations)
        .set({ status: 'Spent', lastUpdated: block.time })
        .where(this.rowIs(network, reservation.userKey, reservation.hash));
      changes.push({ key: reservationKey(reservation.userKey, reservation.hash), status: 'Spent' });
    }
    return changes;
  }

  /**
   * Pending reservations whose owner's activity for the same transaction this block cancelled:
   * the reservation was replaced, and will not be made.
   */
  private async failReplaced(
    tx: DbTransaction,
    block: IndexedBlock,
    network: ProductNetwork,
  ): Promise<StatusChange[]> {
    const cancelled = await tx
      .select({ key: indexerStatusChanges.key })
      .from(indexerStatusChanges)
      .where(
        and(
          eq(indexerStatusChanges.network, network),
          eq(indexerStatusChanges.blockNumber, block.height),
          eq(indexerStatusChanges.subject, 'activity'),
          eq(indexerStatusChanges.status, 'Cancelled'),
        ),
      );
    if (cancelled.length === 0) return [];
    const replaced = await tx
      .select({ userKey: activities.userKey, hash: activities.transactionId })
      .from(activities)
      .where(
        inArray(
          activities.id,
          cancelled.map((change) => Number(change.key)),
        ),
      );
    if (replaced.length === 0) return [];
    const failed = await tx
      .update(reservations)
      .set({ status: 'Failed', reason: CANCELLED_BY_USER_REASON, lastUpdated: block.time })
      .where(
        and(
          eq(reservations.network, network),
          eq(reservations.status, 'Pending'),
          or(...replaced.map((row) => this.rowIs(network, row.userKey, row.hash))),
        ),
      )
      .returning({ userKey: reservations.userKey, hash: reservations.hash });
    return failed.map((row) => ({ key: reservationKey(row.userKey, row.hash), status: 'Failed' }));
  }

  /** A token as a client may have tracked it: 0x or p2op, in lower case. */
  private tokenSpellings(tokens: readonly string[], network: ProductNetwork): string[] {
    const bitcoinNetwork = bitcoinNetworkOf(network);
    return tokens.flatMap((token) => {
      if (!/^0x[0-9a-f]{64}$/.test(token)) return [token.toLowerCase()];
      const p2op = Address.wrap(Buffer.from(token.slice(2), 'hex')).p2op(bitcoinNetwork);
      return [token, p2op.toLowerCase()];
    });
  }

  private rowIs(network: ProductNetwork, userKey: string, hash: string) {
    return and(
      eq(reservations.network, network),
      eq(reservations.userKey, userKey),
      eq(reservations.hash, hash),
    );
  }

  /**
   * Spent above the fork: Completed again. Confirmed or failed above it (or confirmed there by
   * any means): Pending again, with what the chain said cleared.
   */
  async rollback(tx: DbTransaction, network: ProductNetwork, forkHeight: number): Promise<void> {
    const changed = await takeStatusChangesAbove(tx, network, 'reservation', forkHeight);
    const spent = changed.filter((change) => change.status === 'Spent');
    const settled = changed.filter((change) => change.status !== 'Spent');
    const now = this.now();
    if (spent.length > 0) {
      await tx
        .update(reservations)
        .set({ status: 'Completed', lastUpdated: now })
        .where(
          and(eq(reservations.network, network), eq(reservations.status, 'Spent'), rowsOf(spent)),
        );
    }
    await tx
      .update(reservations)
      .set({
        status: 'Pending',
        confirmedAtBlock: null,
        expiresAtBlock: null,
        reason: null,
        events: null,
        receipt: null,
        lastUpdated: now,
      })
      .where(
        and(
          eq(reservations.network, network),
          or(gt(reservations.confirmedAtBlock, forkHeight), rowsOf(settled)),
        ),
      );
  }
}
