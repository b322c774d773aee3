import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/database.ts';
import * as schema from '../../src/db/schema/index.ts';

/** Every table of the schema, so a table added later is covered without touching the tests. */
export const ALL_TABLES: readonly PgTable[] = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable),
);

export const tableName = (table: PgTable) => getTableConfig(table).name;

/** A value as comparable text: bigints (amounts) keep their exact digits. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? `${item}n` : item,
  );
}

/** Every row of every table as text, sorted: two snapshots are equal when nothing was written. */
export async function snapshotTables(db: Database): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of ALL_TABLES) {
    const rows = await db.select().from(table);
    snapshot[tableName(table)] = rows.map(canonical).sort();
  }
  return snapshot;
}

const fingerprintQuery = sql.raw(
  `SELECT ${ALL_TABLES.map((table) => {
    const name = tableName(table);
    return `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM "${name}" t) AS "${name}"`;
  }).join(', ')}`,
);

/**
 * One hash per table of all its rows, in a single query: cheap enough to take around every
 * request, so a write is pinned on the request that made it.
 */
export async function tableFingerprints(db: Database): Promise<Record<string, string>> {
  const result = (await db.execute(fingerprintQuery)) as unknown as {
    rows: Record<string, string>[];
  };
  const row = result.rows[0];
  if (row === undefined) throw new Error('the fingerprint query returned no row');
  return row;
}

/**
 * The id the database gives its next writing transaction: any insert, update or delete (even one
 * rolled back) moves it on, a read never does. Far cheaper than the fingerprints, so a caller can
 * take it around every request and hash the tables only when it moved.
 */
export async function nextWriteId(db: Database): Promise<string> {
  const result = (await db.execute(
    sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next`,
  )) as unknown as { rows: { next: string }[] };
  const next = result.rows[0]?.next;
  if (next === undefined) throw new Error('the snapshot query returned no row');
  return next;
}
