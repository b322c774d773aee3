import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Engine, type OpenDatabase } from '../../src/db/database.ts';
import { ENGINES } from './engines.ts';

export { ENGINES };

export interface TestDatabase {
  open: OpenDatabase;
  /** The server URL of this database (postgres engine), null for in-memory PGlite. */
  url: string | null;
  /** Closes the connections and drops the database. */
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

/** A fresh, migrated database on the given engine, copied from the global setup's template. */
export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    pgliteDump ??= new Blob([await readFile(inject('pgliteDumpFile'))]);
    const open = await openDatabase({ databaseUrl: null, dataDir: null, pgliteDump });
    return { open, url: null, dispose: () => open.close() };
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
