import { and, asc, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { NOT_SENT_BY_WALLET_REASON } from '@opswap/protocol/errors/failed-reason';
import { CANCELLED_BY_USER_REASON } from '@opswap/protocol/watch/watch-state';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import {
  IGNORE_ACTIVITY_CHANGES,
  StagedActivityChanges,
  type ActivityChangeListener,
} from '../activity/activity-changes.ts';
import type { BlockReader } from '../chain/block-reader.ts';
import { bytesToHex, xOnlyOfUserKey } from '../chain/chain-encoding.ts';
import type { NodeReader } from '../chain/node-reader.ts';
import type { Database } from '../db/database.ts';
import { activities, type Outpoint } from '../db/schema/activity.ts';
import { indexerStatusChanges } from '../db/schema/chain.ts';
import type {
  BlockHandler,
  DbTransaction,
  IndexedBlock,
  IndexedTransaction,
} from './block-handler.ts';
import { IndexedBlockFinder, mapConcurrently, NewRowWatch } from './late-settlement.ts';
import { takeStatusChangesAbove } from './status-changes.ts';

/** New rows checked against the node per lookup, at most; the rest wait for the next one. */
const NODE_LOOKUPS_PER_PREPARE = 1_000;
/** Node lookups of new rows under way at once. */
export const NODE_LOOKUP_CONCURRENCY = 16;

/** An activity's receipt as the api stores and serves it. */
export interface StoredReceipt {
  gasUsed: string;
  revert: string | null;
}

/** An event as an activity carries it: the 0x contract, the event type and its data in hex. */
export interface StoredEvent {
  contract: string;
  type: string;
  data: string;
}

export interface StatusHandlerOptions {
  db: Database;
  node: NodeReader;
  /** Where late rows find the block that mined their transaction. */
  chain: BlockReader;
  /** Milliseconds since the epoch: when a rolled-back row changed, and new rows' window. */
  now?: () => number;
  /** Catching up calls prepare for every block; new rows are looked up at most this often. */
  lookupIntervalMs?: number;
  /** Told whose activities changed once each change is committed. */
  activityChanges?: ActivityChangeListener;
}

export const outpointKey = (outpoint: Outpoint): string =>
  `${outpoint.transactionId}:${outpoint.outputIndex}`;

export function receiptOf(transaction: IndexedTransaction): StoredReceipt {
  return { gasUsed: transaction.gasUsed.toString(), revert: transaction.revert };
}

export function storedEventsOf(transaction: IndexedTransaction): StoredEvent[] {
  return transaction.events.map((event) => ({
    contract: event.contract,
    type: event.type,
    data: bytesToHex(event.data),
  }));
}

/**
 * Whether the transaction is the wallet's own: an interaction carries its sender's key. A generic
 * transaction (or a node that leaves the key out) cannot tell, so it counts as the wallet's.
 */
export function sentByWallet(transaction: IndexedTransaction, userKey: string): boolean {
  return (
    transaction.senderXOnlyKey === null || transaction.senderXOnlyKey === xOnlyOfUserKey(userKey)
  );
}

/** The outcome of a mined transaction for an activity that claims it. */
function outcomeOf(
  transaction: IndexedTransaction,
  userKey: string,
): { status: 'Completed' | 'Failed'; failedReason: string | null } {
  if (!sentByWallet(transaction, userKey)) {
    return { status: 'Failed', failedReason: NOT_SENT_BY_WALLET_REASON };
  }
  if (transaction.revert !== null) return { status: 'Failed', failedReason: transaction.revert };
  return { status: 'Completed', failedReason: null };
}

interface ReplacedRow {
  id: number | string;
  user_key: string;
  inputs: Outpoint[];
  spender: string;
}

/** The outpoints of both lists, each once, the stored ones first. */
function mergedOutpoints(stored: readonly Outpoint[], fresh: readonly Outpoint[]): Outpoint[] {
  const merged = new Map(stored.map((outpoint) => [outpointKey(outpoint), outpoint]));
  for (const outpoint of fresh) merged.set(outpointKey(outpoint), outpoint);
  return [...merged.values()];
}

/** What a block decided for one activity (column names as the database spells them). */
interface ActivityOutcome {
  id: number;
  /** Whose activity it is: not written, told to the page cache. */
  userKey: string;
  status: 'Completed' | 'Failed' | 'Cancelled';
  failedReason: string | null;
  block_number: number | null;
  cancellation_transaction_id: string | null;
  receipt: StoredReceipt | null;
  events: StoredEvent[] | null;
}

/**
 * Writes a block's outcomes and their status changes in one statement, whatever their number:
 * catching up, a per-row update would cost a round trip per settled activity.
 */
async function writeOutcomes(
  tx: DbTransaction,
  network: ProductNetwork,
  block: IndexedBlock,
  outcomes: readonly ActivityOutcome[],
): Promise<void> {
  if (outcomes.length === 0) return;
  const values = outcomes.map(({ failedReason, userKey: _userKey, ...outcome }) => ({
    ...outcome,
    failed_reason: failedReason,
  }));
  await tx.execute(sql`
    WITH outcome AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS v(
        id bigint, status text, failed_reason text, block_number integer,
        cancellation_transaction_id text, receipt jsonb, events jsonb)
    ), settled AS (
      UPDATE ${activities} a SET
        status = outcome.status,
        failed_reason = outcome.failed_reason,
        block_number = outcome.block_number,
        cancellation_transaction_id = outcome.cancellation_transaction_id,
        receipt = outcome.receipt,
        events = outcome.events,
        last_updated = ${block.time}
      FROM outcome WHERE a.id = outcome.id
      RETURNING a.id, a.status
    )
    INSERT INTO ${indexerStatusChanges} (network, block_number, subject, key, status)
    SELECT ${network}, ${block.height}, 'activity', settled.id::text, settled.status FROM settled
    ON CONFLICT DO NOTHING`);
}

/** Which mined transaction spends each outpoint the block spends. */
function spenders(block: IndexedBlock): Map<string, string> {
  const spentBy = new Map<string, string>();
  for (const transaction of block.transactions) {
    for (const input of transaction.inputs) spentBy.set(outpointKey(input), transaction.id);
  }
  return spentBy;
}

/**
 * The activity status handler: a Pending activity whose transaction is mined becomes Completed,
 * or Failed with the revert message (or because another wallet sent it); one whose inputs (or
 * its unsettled ancestors' inputs) a different mined transaction spends was replaced, and becomes
 * Cancelled. After a reorg every Pending activity is checked against the node again, as a new
 * one is, what it spends refreshed.
 */
export class ActivityStatusHandler implements BlockHandler {
  readonly name = 'activity-status';
  private readonly db: Database;
  private readonly node: NodeReader;
  private readonly chain: BlockReader;
  private readonly now: () => number;
  private readonly newRows: NewRowWatch<number>;
  private readonly changes: StagedActivityChanges;
  /** Set by a rollback until a lookup has checked what every Pending row spends again. */
  private refreshInputs = false;

  constructor(options: StatusHandlerOptions) {
    this.db = options.db;
    this.node = options.node;
    this.chain = options.chain;
    this.now = options.now ?? Date.now;
    this.newRows = new NewRowWatch({ lookupIntervalMs: options.lookupIntervalMs });
    this.changes = new StagedActivityChanges(options.activityChanges ?? IGNORE_ACTIVITY_CHANGES);
  }

  /**
   * Checks each new Pending activity once against the node: what it and its unsettled ancestors
   * spend (when the add route could not learn it; [] once final or unknown), and, when it is
   * already mined in an indexed block (recorded after that block was applied), settles it from
   * there. After a rollback every Pending activity is new again, and what the node says it
   * spends now (its parents may be back in the mempool) is added to what it was known to spend.
   */
  async prepare(_block: IndexedBlock, network: ProductNetwork): Promise<void> {
    if (!this.newRows.lookupDue()) return;
    const refresh = this.refreshInputs;
    const now = this.now();
    const since = this.newRows.since();
    const rows = await this.db
      .select({
        id: activities.id,
        transactionId: activities.transactionId,
        inputs: activities.inputs,
      })
      .from(activities)
      .where(
        and(
          eq(activities.network, network),
          eq(activities.status, 'Pending'),
          Number.isFinite(since)
            ? or(isNull(activities.inputs), gte(activities.timestamp, since))
            : undefined,
        ),
      )
      .orderBy(asc(activities.timestamp));
    const fresh = rows.filter((row) => this.newRows.firstSight(row.id, now));
    const checked = fresh.slice(0, NODE_LOOKUPS_PER_PREPARE);
    for (const row of fresh.slice(NODE_LOOKUPS_PER_PREPARE)) this.newRows.forget(row.id);
    try {
      await this.checkNewRows(checked, network, refresh);
    } catch (error) {
      for (const row of checked) this.newRows.forget(row.id);
      throw error;
    }
    const checkedAll = fresh.length === checked.length;
    this.newRows.finish(now, checkedAll);
    if (refresh && checkedAll) this.refreshInputs = false;
  }

  private async checkNewRows(
    rows: readonly { id: number; transactionId: string; inputs: Outpoint[] | null }[],
    network: ProductNetwork,
    refresh: boolean,
  ): Promise<void> {
    await mapConcurrently(rows, NODE_LOOKUP_CONCURRENCY, async (row) => {
      if (row.inputs !== null && !refresh) return;
      const inputs = await this.node.pendingInputs(row.transactionId);
      if (row.inputs === null) {
        await this.db
          .update(activities)
          .set({ inputs: inputs ?? [] })
          .where(and(eq(activities.id, row.id), isNull(activities.inputs)));
      } else if (inputs !== null) {
        const merged = mergedOutpoints(row.inputs, inputs);
        if (merged.length > row.inputs.length) {
          await this.db
            .update(activities)
            .set({ inputs: merged })
            .where(and(eq(activities.id, row.id), eq(activities.status, 'Pending')));
        }
      }
    });
    const late = await new IndexedBlockFinder(this.db, this.chain, network).blocksOf(
      rows.map((row) => row.transactionId),
    );
    for (const block of late) {
      await this.db.transaction(async (tx) => {
        const outcomes = await this.settleMined(tx, block, network);
        await writeOutcomes(tx, network, block, outcomes);
        this.stage(network, outcomes);
      });
      this.changes.flush();
    }
  }

  private stage(network: ProductNetwork, outcomes: readonly ActivityOutcome[]): void {
    this.changes.stage(
      network,
      outcomes.map((outcome) => outcome.userKey),
    );
  }

  committed(): void {
    this.changes.flush();
  }

  async apply(tx: DbTransaction, block: IndexedBlock, network: ProductNetwork): Promise<void> {
    if (block.transactions.length === 0) return;
    const settled = await this.settleMined(tx, block, network);
    const settledIds = new Set(settled.map((outcome) => outcome.id));
    const cancelled = (await this.cancelReplaced(tx, block, network)).filter(
      (outcome) => !settledIds.has(outcome.id),
    );
    await writeOutcomes(tx, network, block, [...settled, ...cancelled]);
    this.stage(network, [...settled, ...cancelled]);
  }

  private async settleMined(
    tx: DbTransaction,
    block: IndexedBlock,
    network: ProductNetwork,
  ): Promise<ActivityOutcome[]> {
    const mined = new Map(block.transactions.map((transaction) => [transaction.id, transaction]));
    const rows = await tx
      .select({
        id: activities.id,
        userKey: activities.userKey,
        transactionId: activities.transactionId,
      })
      .from(activities)
      .where(
        and(
          eq(activities.network, network),
          inArray(activities.transactionId, [...mined.keys()]),
          eq(activities.status, 'Pending'),
        ),
      );
    return rows.map((row) => {
      const transaction = mined.get(row.transactionId) as IndexedTransaction;
      return {
        id: row.id,
        userKey: row.userKey,
        ...outcomeOf(transaction, row.userKey),
        block_number: block.height,
        cancellation_transaction_id: null,
        receipt: receiptOf(transaction),
        events: storedEventsOf(transaction),
      };
    });
  }

  /**
   * Pending activities whose inputs a different transaction of the block spends. The inputs
   * include what the activity's unsettled ancestors spend (its funding transaction, the parent
   * whose change funded it), so a replaced ancestor cancels its descendants, and those ancestors
   * themselves are not replacements. The match runs in the database: only the rows with a spent
   * input come back, however many activities are pending.
   */
  private async cancelReplaced(
    tx: DbTransaction,
    block: IndexedBlock,
    network: ProductNetwork,
  ): Promise<ActivityOutcome[]> {
    const spent = [...spenders(block)].map(([outpoint, spender]) => ({ outpoint, spender }));
    if (spent.length === 0) return [];
    const result = await tx.execute(sql`
      SELECT a.id, a.user_key, a.inputs, s.spender
      FROM ${activities} a
      CROSS JOIN LATERAL jsonb_array_elements(a.inputs) AS input
      JOIN jsonb_to_recordset(${JSON.stringify(spent)}::jsonb) AS s(outpoint text, spender text)
        ON s.outpoint = (input ->> 'transactionId') || ':' || (input ->> 'outputIndex')
      WHERE a.network = ${network} AND a.status = 'Pending' AND a.inputs IS NOT NULL
        AND s.spender <> a.transaction_id`);
    // Both drivers answer { rows }; bigserial ids come back as text from a server.
    const rows = (result as unknown as { rows: ReplacedRow[] }).rows;
    const replaced = new Map<number, ReplacedRow>();
    for (const row of rows) {
      const own = row.inputs.some((input) => input.transactionId === row.spender);
      if (!own && !replaced.has(Number(row.id))) replaced.set(Number(row.id), row);
    }
    return [...replaced].map(([id, row]) => ({
      id,
      userKey: row.user_key,
      status: 'Cancelled',
      failedReason: CANCELLED_BY_USER_REASON,
      block_number: null,
      cancellation_transaction_id: row.spender,
      receipt: null,
      events: null,
    }));
  }

  /**
   * Activities settled or cancelled above the fork are Pending again, their chain data cleared.
   * Every Pending activity, these and the older ones, is then checked again (see prepare).
   */
  async rollback(tx: DbTransaction, network: ProductNetwork, forkHeight: number): Promise<void> {
    const changed = await takeStatusChangesAbove(tx, network, 'activity', forkHeight);
    const ids = changed.map((change) => Number(change.key));
    const reset = await tx
      .update(activities)
      .set({
        status: 'Pending',
        failedReason: null,
        blockNumber: null,
        cancellationTransactionId: null,
        receipt: null,
        events: null,
        lastUpdated: this.now(),
      })
      .where(
        and(
          eq(activities.network, network),
          or(
            gt(activities.blockNumber, forkHeight),
            ids.length > 0 ? inArray(activities.id, ids) : undefined,
          ),
        ),
      )
      .returning({ userKey: activities.userKey });
    this.changes.stage(
      network,
      reset.map((row) => row.userKey),
    );
    this.newRows.restart();
    this.refreshInputs = true;
  }
}
