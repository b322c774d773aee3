import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PAGE_SIZES } from '@opswap/protocol/constants';
import {
  reservationSchema,
  reservationTrackingBodySchema,
  type Reservation,
  type ReservationTrackingBody,
} from '@opswap/protocol/schemas/reservation';
import type { Database } from '../db/database.ts';
import { reservations } from '../db/schema/reservations.ts';
import type { UserScope } from '../activity/activity-store.ts';

export type ReservationRow = typeof reservations.$inferSelect;

/** Reservation hashes are transaction ids: stored in lower case without 0x. */
export const normalizeHash = (hash: string) => hash.replace(/^0x/, '').toLowerCase();

export function reservationFromRow(row: ReservationRow): Reservation {
  return reservationSchema.parse({
    hash: row.hash,
    tokenSymbol: row.tokenSymbol,
    tokenAddress: row.tokenAddress,
    status: row.status,
    amountIn: row.amountIn.toString(),
    amountOut: row.amountOut.toString(),
    confirmedAtBlock: row.confirmedAtBlock,
    expiresAtBlock: row.expiresAtBlock,
    reason: row.reason,
    timestamp: row.timestamp,
    lastUpdated: row.lastUpdated,
    simulationResult: row.simulationResult,
    settings: row.settings,
    reservationUTXO: row.reservationUtxo,
    events: row.events,
    receipt: row.receipt ?? undefined,
  });
}

export type TrackResult =
  { kind: 'created' | 'existing'; row: ReservationRow } | { kind: 'conflict'; row: ReservationRow };

/** Starts tracking a reservation as Pending; tracking the same one again answers it unchanged. */
export async function trackReservation(
  db: Database,
  scope: UserScope,
  body: ReservationTrackingBody,
  now: number,
): Promise<TrackResult> {
  const info = body.trackingInformation;
  const json = z.encode(reservationTrackingBodySchema, body).trackingInformation;
  const hash = normalizeHash(info.hash);
  const [created] = await db
    .insert(reservations)
    .values({
      network: scope.network,
      userKey: scope.userKey,
      hash,
      tokenAddress: info.tokenAddress,
      tokenSymbol: info.tokenSymbol,
      status: 'Pending',
      amountIn: info.amountIn,
      amountOut: info.amountOut,
      simulationResult: json.simulationResult,
      settings: info.settings,
      reservationUtxo: json.reservationUTXO ?? null,
      timestamp: now,
      lastUpdated: now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { kind: 'created', row: created };
  const existing = await findReservation(db, scope, hash);
  if (!existing) throw new Error(`reservation ${hash} vanished after a conflict`);
  const same =
    existing.tokenAddress === info.tokenAddress &&
    existing.amountIn === info.amountIn &&
    existing.amountOut === info.amountOut;
  return { kind: same ? 'existing' : 'conflict', row: existing };
}

export async function findReservation(
  db: Database,
  scope: UserScope,
  hash: string,
): Promise<ReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.network, scope.network),
        eq(reservations.userKey, scope.userKey),
        eq(reservations.hash, normalizeHash(hash)),
      ),
    );
  return row;
}

/** The user's latest reservations, most recently updated first. */
export async function listReservations(db: Database, scope: UserScope): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(and(eq(reservations.network, scope.network), eq(reservations.userKey, scope.userKey)))
    .orderBy(desc(reservations.lastUpdated), desc(reservations.hash))
    .limit(PAGE_SIZES.api);
}
