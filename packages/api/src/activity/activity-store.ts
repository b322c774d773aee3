import { isDeepStrictEqual } from 'node:util';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  activitySchema,
  addActivityBodySchema,
  type Activity,
  type ActivityType,
  type AddActivityBody,
} from '@opswap/protocol/schemas/activity';
import { pageOffset } from '@opswap/protocol/schemas/common';
import { PAGE_SIZES } from '@opswap/protocol/constants';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Database } from '../db/database.ts';
import { activities, type Outpoint } from '../db/schema/activity.ts';

export type ActivityRow = typeof activities.$inferSelect;

export interface UserScope {
  network: ProductNetwork;
  userKey: string;
}

/** A stored row as the API answers it (amounts decoded, so the serializer can encode them). */
export function activityFromRow(row: ActivityRow): Activity {
  return activitySchema.parse({
    type: row.type,
    transactionId: row.transactionId,
    data: row.data,
    status: row.status,
    timestamp: row.timestamp,
    lastUpdated: row.lastUpdated,
    failedReason: row.failedReason,
    blockNumber: row.blockNumber,
    cancellationTransactionId: row.cancellationTransactionId,
    receipt: row.receipt ?? undefined,
    events: row.events ?? undefined,
  });
}

/** The body's data in its JSON form, as it is stored. */
function storedData(body: AddActivityBody): Record<string, unknown> {
  return z.encode(addActivityBodySchema, body).data as Record<string, unknown>;
}

export type AddResult =
  | { kind: 'created'; row: ActivityRow }
  | { kind: 'existing'; row: ActivityRow }
  | { kind: 'conflict'; row: ActivityRow };

/**
 * Records an activity as Pending, once per user and transaction: the same body again answers the
 * stored row, another body for the same transaction is a conflict.
 */
export async function addActivity(
  db: Database,
  scope: UserScope,
  body: AddActivityBody,
  inputs: Outpoint[] | null,
  now: number,
): Promise<AddResult> {
  const transactionId = body.transactionId.toLowerCase();
  const data = storedData(body);
  const [created] = await db
    .insert(activities)
    .values({
      network: scope.network,
      userKey: scope.userKey,
      transactionId,
      type: body.type,
      status: 'Pending',
      data,
      inputs,
      timestamp: now,
      lastUpdated: now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { kind: 'created', row: created };
  const existing = await findActivity(db, scope, transactionId);
  if (!existing) throw new Error(`activity ${transactionId} vanished after a conflict`);
  // jsonb keeps its own key order, so compare values, not texts.
  const same = existing.type === body.type && isDeepStrictEqual(existing.data, data);
  return { kind: same ? 'existing' : 'conflict', row: existing };
}

export async function findActivity(
  db: Database,
  scope: UserScope,
  transactionId: string,
): Promise<ActivityRow | undefined> {
  const [row] = await db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.network, scope.network),
        eq(activities.userKey, scope.userKey),
        eq(activities.transactionId, transactionId.toLowerCase()),
      ),
    );
  return row;
}

/** A page of the user's activities, most recently updated first. */
export async function listActivities(
  db: Database,
  scope: UserScope,
  page: number,
  type?: ActivityType,
): Promise<ActivityRow[]> {
  return userActivities(db, scope, type).limit(PAGE_SIZES.api).offset(pageOffset(page));
}

/** Every activity of one type the user recorded, most recently updated first. */
export async function allActivitiesOfType(
  db: Database,
  scope: UserScope,
  type: ActivityType,
): Promise<ActivityRow[]> {
  return userActivities(db, scope, type);
}

/** The user's activities (of one type when given), most recently updated first. */
function userActivities(db: Database, scope: UserScope, type: ActivityType | undefined) {
  return db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.network, scope.network),
        eq(activities.userKey, scope.userKey),
        type === undefined ? undefined : eq(activities.type, type),
      ),
    )
    .orderBy(desc(activities.lastUpdated), desc(activities.id))
    .$dynamic();
}

const SWAP_TYPES: readonly ActivityType[] = ['Swap', 'NativeSwap', 'SwapReservation'];
const POOL_TYPES: readonly ActivityType[] = [
  'AddLiquidity',
  'RemoveLiquidity',
  'CreatePool',
  'AddLiquidityNativeSwap',
  'AddLiquidityReservation',
  'RemoveLiquidityNativeSwap',
];

/** The header figures the activities alone give; Active Listings also counts the chain's. */
export interface ActivityCounts {
  totalActivity: number;
  pending: number;
  pendingSwaps: number;
  pools: number;
  countsByType: Record<string, number>;
}

/** The dashboard's header figures, counted in the database. */
export async function countActivities(db: Database, scope: UserScope): Promise<ActivityCounts> {
  const rows = await db
    .select({ type: activities.type, status: activities.status, count: count() })
    .from(activities)
    .where(and(eq(activities.network, scope.network), eq(activities.userKey, scope.userKey)))
    .groupBy(activities.type, activities.status);
  const counts: ActivityCounts = {
    totalActivity: 0,
    pending: 0,
    pendingSwaps: 0,
    pools: 0,
    countsByType: {},
  };
  for (const row of rows) {
    const type = row.type as ActivityType;
    counts.totalActivity += row.count;
    counts.countsByType[type] = (counts.countsByType[type] ?? 0) + row.count;
    if (row.status === 'Pending') counts.pending += row.count;
    if (row.status === 'Pending' && SWAP_TYPES.includes(type)) counts.pendingSwaps += row.count;
    if (POOL_TYPES.includes(type) && row.status === 'Completed') counts.pools += row.count;
  }
  return counts;
}
