import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

// Vitest global setup: a throwaway PostgreSQL cluster from Debian's `postgresql` for the api
// tests' server engine (npm test installs the package when it is missing). Its URL reaches the
// tests as the 'postgresUrl' value; without the binaries it is null and the tests say so.

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
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

export default async function setup(project: TestProject): Promise<() => void> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('postgresUrl', external);
    return () => {};
  }
  const bin = findPostgresBin();
  if (bin === null) {
    project.provide('postgresUrl', null);
    return () => {};
  }
  const dir = mkdtempSync(join(tmpdir(), 'opswap-pg-'));
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
  project.provide('postgresUrl', `postgres://opswap@127.0.0.1:${port}/postgres`);
  return () => {
    try {
      run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
