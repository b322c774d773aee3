import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import {
  openDatabase,
  pgliteDatabase,
  type Engine,
  type OpenDatabase,
} from '../../src/db/database.ts';
import { ALL_TABLES, tableName } from './database-snapshot.ts';
import { ENGINES } from './engines.ts';

export { ENGINES };

export interface TestDatabase {
  open: OpenDatabase;
  /** The server URL of this database (postgres engine), null for in-memory PGlite. */
  url: string | null;
  /** Closes the connections and drops the database (PGlite: empties it for the next test). */
  dispose(): Promise<void>;
}

/** The URL of a database of the test cluster, named `name`. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates a database on the throwaway cluster and returns its URL: empty, or with `migrated` a
 * copy of the migrated template.
 */
export async function createServerDatabase({ migrated = false } = {}): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const serverUrl = inject('postgresUrl');
  if (serverUrl === null) {
    throw new Error(
      ENGINES.includes('postgres')
        ? "PostgreSQL's server binaries were not found: npm test installs Debian's postgresql."
        : 'OPSWAP_TEST_ENGINES leaves PostgreSQL out of this run: it starts no server.',
    );
  }
  const name = `opswap_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = migrated ? ` TEMPLATE ${inject('postgresTemplate')}` : '';
  await admin.query(`CREATE DATABASE ${name}${template}`);
  await admin.end();
  return {
    url: databaseUrl(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

let pgliteDump: Blob | undefined;

/**
 * This worker's started PGlite clients that no test holds, each as the migrated dump left it.
 * Starting one from the dump takes about a second of CPU; emptying the tables of a used one takes
 * some 20 ms.
 */
const idlePglites: PGlite[] = [];

const emptyEveryTable = sql.raw(
  `TRUNCATE ${ALL_TABLES.map((table) => `"${tableName(table)}"`).join(', ')} RESTART IDENTITY CASCADE`,
);

async function startPglite(): Promise<PGlite> {
  pgliteDump ??= new Blob([await readFile(inject('pgliteDumpFile'))]);
  const client = new PGlite({ loadDataDir: pgliteDump });
  await client.waitReady;
  return client;
}

/**
 * A fresh, migrated database on the given engine: on PGlite a database over an idle client of
 * this worker or one started from the global setup's dump; on the server a copy of its template.
 */
export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const client = idlePglites.pop() ?? (await startPglite());
    const open = pgliteDatabase(client);
    return {
      open,
      url: null,
      async dispose() {
        if (client.closed) return;
        try {
          await open.db.execute(emptyEveryTable);
          idlePglites.push(client);
        } catch {
          await client.close();
        }
      },
    };
  }
  const server = await createServerDatabase({ migrated: true });
  const open = await openDatabase({ databaseUrl: server.url, dataDir: null, poolSize: 4 });
  return {
    open,
    url: server.url,
    async dispose() {
      await open.close();
      await server.drop();
    },
  };
}
