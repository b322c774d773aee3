// The fuzz suite's own checks must be able to fail: an answer with a 5xx, a stack trace or the
// wrong shape is caught, and a write to any table changes its fingerprint and the next write id.
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.ts';
import { sessions } from '../../src/db/schema/index.ts';
import {
  ALL_TABLES,
  nextWriteId,
  tableFingerprints,
  tableName,
} from '../support/database-snapshot.ts';
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { answerProblems } from './fuzz-checks.ts';
import type { FuzzRequest } from './fuzz-requests.ts';

const request: FuzzRequest = {
  method: 'GET',
  url: '/api/v1/bitcoin/regtest/x/sync',
  headers: {},
  faults: ['base'],
  route: 'GET /api/v1/:blockchain/:network/:userPublicKey/sync',
};
const answer = (statusCode: number, body: string, type = 'application/json') =>
  ({ statusCode, body, headers: { 'content-type': type } }) as unknown as LightMyRequestResponse;
const refused = (status: number) => status >= 400 && status < 500;

describe('the fuzz checks of an answer', () => {
  it('pass a 4xx { error }', () => {
    expect(answerProblems(request, answer(400, '{"error":"params: bad"}'), refused)).toEqual([]);
  });

  it('catch a 5xx, an accepted malformed request, and a body that is not { error }', () => {
    expect(answerProblems(request, answer(500, '{"error":"Internal"}'), refused)).toEqual([
      'a 500',
    ]);
    expect(answerProblems(request, answer(200, '{}'), refused)).toEqual([
      'status 200 where the request must be refused',
    ]);
    expect(answerProblems(request, answer(400, '{"message":"bad"}'), refused)).toEqual([
      'the error is not { error: string }',
    ]);
    expect(answerProblems(request, answer(404, 'Not found', 'text/plain'), refused)).toEqual([
      'the answer is not JSON',
      'content-type text/plain',
    ]);
  });

  it('catch stack traces, source paths and database errors', () => {
    const leaks = [
      `TypeError: x\n    at handler (${REPO_ROOT}/packages/api/src/sync/sync-routes.ts:12:5)`,
      'at Object.<anonymous> (/srv/app/server.js:1:1)',
      'failed in node_modules/pg/lib/client.js',
      'syntax error at or near "OR"',
    ];
    for (const text of leaks) {
      const problems = answerProblems(
        request,
        answer(400, JSON.stringify({ error: text })),
        refused,
      );
      expect(
        problems.some((problem) => problem.startsWith('the answer shows')),
        text,
      ).toBe(true);
    }
  });
});

describe.each(ENGINES)('table fingerprints on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  it('cover every table of the migrated database', async () => {
    const result = (await database.open.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string }[] };
    const inDatabase = result.rows.map((row) => row.table_name).sort();
    expect(ALL_TABLES.map(tableName).sort()).toEqual(inDatabase);
  });

  it('change with an insert and with an update', async () => {
    const { db } = database.open;
    const empty = await tableFingerprints(db);
    await db.insert(sessions).values({
      tokenHash: 'a',
      network: 'regtest',
      userKey: 'k',
      createdAt: 1,
      expiresAt: 2,
    });
    const inserted = await tableFingerprints(db);
    expect(inserted.sessions).not.toBe(empty.sessions);
    await db.update(sessions).set({ expiresAt: 3 });
    const updated = await tableFingerprints(db);
    expect(updated.sessions).not.toBe(inserted.sessions);
    expect({ ...updated, sessions: '' }).toEqual({ ...empty, sessions: '' });
  });

  it('move the next write id on a write, even one rolled back, and never on a read', async () => {
    const { db } = database.open;
    const start = await nextWriteId(db);
    await tableFingerprints(db);
    await db.select().from(sessions);
    expect(await nextWriteId(db)).toBe(start);
    await db.delete(sessions);
    const deleted = await nextWriteId(db);
    expect(deleted).not.toBe(start);
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(sessions).values({
          tokenHash: 'b',
          network: 'regtest',
          userKey: 'k',
          createdAt: 1,
          expiresAt: 2,
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await nextWriteId(db)).not.toBe(deleted);
  });
});
