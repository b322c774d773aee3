import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The product database, whichever engine holds it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

export interface OpenDatabase {
  db: Database;
  engine: Engine;
  /**
   * Runs `work` while holding a session-level advisory lock on a connection of its own, or
   * returns null at once when another session holds it.
   */
  withExclusiveLock<T>(lockId: bigint, work: () => Promise<T>): Promise<T | null>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Serialises schema migrations across every api instance sharing a database. */
const MIGRATION_LOCK = 0x6f7073_6d6967n; // 'opsmig'

export interface DatabaseOptions {
  /** A PostgreSQL URL; null opens embedded PGlite in dataDir. */
  databaseUrl: string | null;
  /** PGlite's directory; null keeps PGlite in memory (tests). */
  dataDir: string | null;
  /** Connections in the pool for a server database. */
  poolSize?: number;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  const database =
    options.databaseUrl === null
      ? await openPglite(options.dataDir)
      : openPostgres(options.databaseUrl, options.poolSize ?? 10);
  try {
    await database.migrate();
  } catch (error) {
    await database.open.close();
    throw error;
  }
  return database.open;
}

interface Opened {
  open: OpenDatabase;
  migrate(): Promise<void>;
}

async function openPglite(dataDir: string | null): Promise<Opened> {
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  const client = dataDir !== null ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  return {
    open: pgliteDatabase(client),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
  };
}

/**
 * The product database over a started PGlite; closing it closes the client. (Tests keep started
 * clients and give each test a database over one.)
 */
export function pgliteDatabase(client: PGlite): OpenDatabase {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  // PGlite is one connection in one process: a lock taken in it is only ever contended by
  // itself, so the in-process flag is the lock.
  const held = new Set<bigint>();
  return {
    db,
    engine: 'pglite',
    async withExclusiveLock(lockId, work) {
      if (held.has(lockId)) return null;
      held.add(lockId);
      try {
        return await work();
      } finally {
        held.delete(lockId);
      }
    },
    close: () => client.close(),
  };
}

function openPostgres(url: string, poolSize: number): Opened {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its server must not take the process down; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    open: {
      db,
      engine: 'postgres',
      async withExclusiveLock(lockId, work) {
        const client = await pool.connect();
        try {
          const { rows } = await client.query<{ locked: boolean }>(
            'SELECT pg_try_advisory_lock($1) AS locked',
            [lockId.toString()],
          );
          if (!rows[0]?.locked) return null;
          try {
            return await work();
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [lockId.toString()]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK.toString()]);
        try {
          await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK.toString()]);
        }
      } finally {
        client.release();
      }
    },
  };
}

/** Whether the database answers. */
export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}
