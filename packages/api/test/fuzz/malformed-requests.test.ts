// The fuzz suite: thousands of generated requests to every route the app registers, with broken
// paths, queries, bodies, methods and sessions. Each must be refused with a 4xx `{ error }`
// (never a 5xx, a stack trace or a path), and none may write: after each request the database's
// next write id is read, and when it moved every table's contents are hashed to name the write.
// The seed is printed; FUZZ_SEED=<n> replays a run.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextWriteId, snapshotTables, tableFingerprints } from '../support/database-snapshot.ts';
import { ENGINES } from '../support/test-database.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { answerProblems, describeExchange } from './fuzz-checks.ts';
import {
  fuzzRequests,
  fuzzTargets,
  type FuzzMode,
  type FuzzRequest,
  type FuzzWorld,
} from './fuzz-requests.ts';
import { prepareFuzzWorld } from './fuzz-world.ts';
import { catalog, registeredRoutes, type Catalog, type RouteTemplate } from './route-catalog.ts';

// A fresh seed each run (FUZZ_SEED repeats one): fewer requests a run, more seeds over time, so
// the suite stays fast on a 2-core machine as the route catalogue grows.
const RUNS: Record<FuzzMode, number> = {
  malformed: 2_000,
  'foreign-session': 700,
  'edge-read': 300,
};
const SEED =
  process.env.FUZZ_SEED === undefined ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED);

const ALLOWED: Record<FuzzMode, (status: number) => boolean> = {
  malformed: (status) => status >= 400 && status < 500,
  'foreign-session': (status) => status === 401 || status === 403,
  'edge-read': (status) => status < 500,
};

describe.each(ENGINES)('fuzzed requests on %s', (engine) => {
  let t: TestApp;
  let world: FuzzWorld;
  let routes: RouteTemplate[];
  let known: Catalog;
  let before: Record<string, string[]>;
  let fingerprints: Record<string, string>;
  let writeId: string;
  const sent = new Map<string, number>();
  const counts: Record<FuzzMode, number> = { malformed: 0, 'foreign-session': 0, 'edge-read': 0 };

  beforeAll(async () => {
    t = await startTestApp(engine);
    world = await prepareFuzzWorld(t);
    routes = registeredRoutes(t.app);
    known = catalog(world);
    before = await snapshotTables(t.context.db);
    fingerprints = await tableFingerprints(t.context.db);
    writeId = await nextWriteId(t.context.db);
    console.log(`fuzz seed ${SEED} (${engine}); replay with FUZZ_SEED=${SEED}`);
  });
  afterAll(() => t.close());

  const lookup = (method: string, url: string) =>
    t.app.findRoute({ method: method as 'GET', url })?.params ?? null;

  /** The tables whose rows changed since the last call: hashed only when a write happened. */
  async function tablesWritten(): Promise<string[]> {
    const id = await nextWriteId(t.context.db);
    if (id === writeId) return [];
    writeId = id;
    const after = await tableFingerprints(t.context.db);
    const written = Object.keys(after).filter((table) => after[table] !== fingerprints[table]);
    fingerprints = after;
    return written;
  }

  async function fuzz(mode: FuzzMode): Promise<void> {
    const requests = fuzzRequests(mode, fuzzTargets(routes, known), known, world, lookup);
    await fc.assert(
      fc.asyncProperty(requests, async (request: FuzzRequest) => {
        const response = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        const written = await tablesWritten();
        const problems = answerProblems(request, response, ALLOWED[mode]);
        if (written.length > 0) problems.push(`it wrote to ${written.join(', ')}`);
        counts[mode]++;
        sent.set(request.route, (sent.get(request.route) ?? 0) + 1);
        if (problems.length > 0) {
          throw new Error(`${problems.join('; ')}\n${describeExchange(request, response)}`);
        }
      }),
      // No shrinking: the failure message already shows the whole exchange, and shrinking through
      // fc.gen() replays many requests to little effect.
      { numRuns: RUNS[mode], seed: SEED, endOnFailure: true },
    );
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
  }

  it('describes only routes the app has', () => {
    const registered = new Set(
      routes.flatMap((route) => route.methods.map((method) => `${method} ${route.feature}`)),
    );
    expect(Object.keys(known.routes).filter((key) => !registered.has(key))).toEqual([]);
    const bare = routes.filter(
      (route) =>
        route.feature !== null &&
        !route.methods.some((method) => `${method} ${route.feature}` in known.routes),
    );
    if (bare.length > 0) {
      console.log(`fuzzed by their path alone: ${bare.map((route) => route.feature).join(', ')}`);
    }
  });

  it(`refuses ${RUNS.malformed} malformed requests with a 4xx { error }, writing nothing`, () =>
    fuzz('malformed'));

  it(`refuses ${RUNS['foreign-session']} requests without the path user's session: 401 or 403`, () =>
    fuzz('foreign-session'));

  it(`answers ${RUNS['edge-read']} reads at the edges of valid input without a 5xx`, () =>
    fuzz('edge-read'));

  it('reached every route, and left every table as it was', async () => {
    expect(counts.malformed + counts['foreign-session']).toBe(
      RUNS.malformed + RUNS['foreign-session'],
    );
    const targets = fuzzTargets(routes, known).map(
      (target) => `${target.method} ${target.route.url}`,
    );
    const missed = targets.filter((target) => (sent.get(target) ?? 0) < 20);
    expect(missed).toEqual([]);
    const fewest = Math.min(...targets.map((target) => sent.get(target) ?? 0));
    console.log(
      `${engine}: ${counts.malformed} malformed, ${counts['foreign-session']} foreign-session and ${counts['edge-read']} edge reads over ${targets.length} route methods (at least ${fewest} each)`,
    );
    expect(await snapshotTables(t.context.db)).toEqual(before);
  });
});
