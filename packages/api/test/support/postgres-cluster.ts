import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.ts';
import { ENGINES } from './engines.ts';

// Vitest global setup: a throwaway PostgreSQL cluster from Debian's `postgresql` for the api
// tests' server engine (npm test installs the package when it is missing). Its URL reaches the
// tests as the 'postgresUrl' value; without the binaries, or in a run that leaves the engine out
// (OPSWAP_TEST_ENGINES), it is null and the tests say so.
// Migrated templates of both engines are made once here, so a test's fresh database is a copy
// (about 0.4 s for PGlite) rather than a new cluster and a migration (about 1.8 s).

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
    /** A database of the cluster with the schema migrated, to copy (CREATE DATABASE ... TEMPLATE). */
    postgresTemplate: string | null;
    /** A file holding a migrated PGlite data directory (PGlite's dumpDataDir). */
    pgliteDumpFile: string;
  }
}

/** Migrates an on-disk PGlite through the api's own openDatabase and dumps its data directory. */
async function writePgliteDump(dir: string): Promise<string> {
  const dataDir = join(dir, 'pglite-template');
  await (await openDatabase({ databaseUrl: null, dataDir })).close();
  const client = new PGlite(dataDir);
  await client.waitReady;
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(dir, 'pglite-template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** Creates and migrates the template database on the server at `serverUrl`; returns its name. */
async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `opswap_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await (await openDatabase({ databaseUrl: url.toString(), dataDir: null, poolSize: 1 })).close();
  return name;
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/** Debian installs the server binaries outside PATH, one folder per major version. */
function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? null : join(root, versions[0], 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** initdb and the server refuse to run as root: as root they run as the postgres user. */
function run(bin: string, command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
    : [join(bin, command), args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error}`);
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'opswap-pg-'));
  project.provide('pgliteDumpFile', await writePgliteDump(dir));
  if (!ENGINES.includes('postgres')) {
    project.provide('postgresUrl', null);
    project.provide('postgresTemplate', null);
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    const template = await createPostgresTemplate(external);
    project.provide('postgresUrl', external);
    project.provide('postgresTemplate', template);
    return async () => {
      await dropDatabase(external, template);
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const bin = findPostgresBin();
  if (bin === null) {
    project.provide('postgresUrl', null);
    project.provide('postgresTemplate', null);
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres', dir]);
  run(bin, 'initdb', ['-D', data, '-U', 'opswap', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run(bin, 'pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  const serverUrl = `postgres://opswap@127.0.0.1:${port}/postgres`;
  project.provide('postgresUrl', serverUrl);
  project.provide('postgresTemplate', await createPostgresTemplate(serverUrl));
  return async () => {
    try {
      run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
