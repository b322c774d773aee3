// GET activity/all with 100,000 stored activities (1,000 users with 100 each) against an empty
// route of the same server, on PGlite on disk (the default engine) and, when the test cluster is
// there, on PostgreSQL. vitest's table gives one client's sequential requests; under load
// (autocannon over real HTTP, 10 connections from a worker thread so the client does not share
// the server's thread) the bench records requests/s, p99 and the ratio to the empty route, whose
// target is at least 0.5. The same two pages are read over and over, so after the first reads they
// come from the api's in-process caches (the session, the page's serialized JSON): what the bench
// measures is that path; a page read once per cache lifetime costs a query and a serialization.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import { afterAll, bench, describe, inject } from 'vitest';
import { PAGE_SIZES } from '@opswap/protocol/constants';
import { createAppContext } from '../src/app-context.ts';
import { createSession } from '../src/auth/auth-store.ts';
import { OpnetNodeReader } from '../src/chain/opnet-node-reader.ts';
import { openDatabase, type Engine } from '../src/db/database.ts';
import { buildApp } from '../src/http/app.ts';
import { createUsdRateSource } from '../src/sync/usd-rate.ts';
import { createServerDatabase } from '../test/support/test-database.ts';
import { recordMetric } from './support/bench-metrics.ts';

const ACTIVITIES = 100_000;
const USERS = 1_000;
const LOAD = { connections: 10, duration: 5, warmup: 1 };
const BENCHMARK = `activity/all, ${ACTIVITIES.toLocaleString('en-US')} activities`;

const userKey = (user: number) => `02${user.toString(16).padStart(64, '0')}`;
const MEASURED = userKey(7);
const pagePath = (page: number) => `/api/v1/bitcoin/regtest/${MEASURED}/activity/all?page=${page}`;

// One statement writes them all: Send, Swap and loose Stake activities, each valid per its type.
const SEED = sql`
  INSERT INTO activities (network, user_key, transaction_id, type, status, data, block_number, timestamp, last_updated)
  SELECT 'regtest',
         '02' || lpad(to_hex(g % ${USERS}), 64, '0'),
         lpad(to_hex(g), 64, '0'),
         (ARRAY['Send', 'Swap', 'Stake'])[g % 3 + 1],
         CASE WHEN g % 4 = 0 THEN 'Pending' ELSE 'Completed' END,
         CASE g % 3
           WHEN 0 THEN jsonb_build_object('tokenAddress', '0x' || lpad(to_hex(g % 97), 64, 'a'), 'amount', (g * 1000)::text)
           WHEN 1 THEN jsonb_build_object('tokenOne', 'bitcoin', 'tokenTwo', '0x' || lpad(to_hex(g % 89), 64, 'b'),
                                          'amountIn', g::text, 'amountOut', (g::numeric * 1000000000000000000)::text)
           ELSE jsonb_build_object('pool', 'MOTO', 'amount', g::text)
         END,
         CASE WHEN g % 4 = 0 THEN NULL ELSE g / 10 END,
         1767225600000 + g * 1000,
         1767225600000 + g * 1000
  FROM generate_series(1, ${ACTIVITIES}) AS g`;

interface Served {
  engine: Engine;
  base: string;
  headers: Record<string, string>;
  close(): Promise<void>;
}

/** The api on a seeded database of this engine, listening on a free port, plus /bench/empty. */
async function serve(engine: Engine): Promise<Served> {
  const dataDir = engine === 'pglite' ? mkdtempSync(join(tmpdir(), 'api-bench-activity-')) : null;
  const server = engine === 'postgres' ? await createServerDatabase() : null;
  const open = await openDatabase({ databaseUrl: server?.url ?? null, dataDir });
  const seeding = performance.now();
  await open.db.execute(SEED);
  await open.db.execute(sql`ANALYZE activities`);
  console.log(
    `${BENCHMARK}: ${engine} seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  // No node is needed: the activity routes read the database only.
  const node = new OpnetNodeReader({ rpcUrl: 'http://127.0.0.1:9', network: 'regtest' });
  const context = createAppContext({
    db: open.db,
    network: 'regtest',
    node,
    usdRate: createUsdRateSource({ kind: 'fixed', value: 100_000 }),
    now: Date.now,
  });
  const app = await buildApp(context, { cors: { kind: 'localhost' }, rateLimit: 1_000_000_000 });
  app.get('/bench/empty', async () => ({}));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const close = async () => {
    await app.close();
    await node.close();
    await open.close();
    if (dataDir !== null) rmSync(dataDir, { recursive: true, force: true });
    await server?.drop();
  };
  const { token } = await createSession(open.db, 'regtest', MEASURED, Date.now());
  const headers = { authorization: `Bearer ${token}` };
  for (const page of [1, 2]) {
    const response = await fetch(base + pagePath(page), { headers });
    const list = (await response.json()) as unknown[];
    if (response.status !== 200 || list.length !== PAGE_SIZES.api) {
      await close();
      throw new Error(`${engine} page ${page}: ${response.status}, ${list.length} activities`);
    }
  }
  return { engine, base, headers, close };
}

const engines: Engine[] = inject('postgresUrl') === null ? ['pglite'] : ['pglite', 'postgres'];
const servers: Served[] = [];
for (const engine of engines) servers.push(await serve(engine));

async function get(served: Served, path: string): Promise<void> {
  const response = await fetch(served.base + path, { headers: served.headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
}

async function underLoad(served: Served, paths: readonly string[]): Promise<Result> {
  const result = await autocannon({
    url: served.base,
    connections: LOAD.connections,
    duration: LOAD.duration,
    workers: 1,
    headers: served.headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
    warmup: { connections: LOAD.connections, duration: LOAD.warmup },
  });
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(
      `${paths[0]}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  return result;
}

async function measureUnderLoad(served: Served): Promise<void> {
  const empty = await underLoad(served, ['/bench/empty']);
  const list = await underLoad(served, [pagePath(1), pagePath(2)]);
  const benchmark = `${BENCHMARK} (${served.engine}), ${LOAD.connections} connections`;
  const figures: [string, number, string][] = [
    ['empty route', Math.round(empty.requests.average), 'req/s'],
    ['empty route p99', empty.latency.p99, 'ms'],
    ['pages of 50', Math.round(list.requests.average), 'req/s'],
    ['pages of 50 p99', list.latency.p99, 'ms'],
  ];
  for (const [metric, value, unit] of figures) recordMetric({ benchmark, metric, value, unit });
  recordMetric({
    benchmark,
    metric: 'ratio to the empty route',
    value: Number((list.requests.average / empty.requests.average).toFixed(3)),
    unit: '',
    target: '>= 0.5',
  });
}

afterAll(async () => {
  try {
    for (const served of servers) await measureUnderLoad(served);
  } finally {
    for (const served of servers) await served.close();
  }
});

for (const served of servers) {
  describe(`${BENCHMARK} (${served.engine}), one client over HTTP`, () => {
    bench('GET activity/all?page=1 (50 activities, signed in)', () => get(served, pagePath(1)), {
      time: 2_000,
    });
    bench('GET /bench/empty (the same server)', () => get(served, '/bench/empty'), {
      time: 2_000,
    });
  });
}
