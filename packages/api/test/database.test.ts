import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { activities } from '../src/db/schema/index.ts';
import { createServerDatabase, ENGINES, openTestDatabase } from './support/test-database.ts';

describe.each(ENGINES)('database on %s', (engine) => {
  it('migrates and round-trips a uint256 amount and json data', async () => {
    const test = await openTestDatabase(engine);
    try {
      const { db } = test.open;
      const big = 2n ** 256n - 1n;
      await db.insert(activities).values({
        network: 'regtest',
        userKey: 'k',
        transactionId: 'a'.repeat(64),
        type: 'Send',
        status: 'Pending',
        data: { amount: big.toString() },
        timestamp: 1,
        lastUpdated: 1,
      });
      const [row] = await db.select().from(activities).where(eq(activities.userKey, 'k'));
      expect(row?.data).toEqual({ amount: big.toString() });
      expect(row?.status).toBe('Pending');
    } finally {
      await test.dispose();
    }
  });
});

describe.runIf(ENGINES.includes('postgres'))('migrations on a shared server', () => {
  it('are safe with several instances starting at once', async () => {
    const server = await createServerDatabase();
    try {
      const opened = await Promise.all(
        Array.from({ length: 6 }, () =>
          openDatabase({ databaseUrl: server.url, dataDir: null, poolSize: 2 }),
        ),
      );
      const rows = await opened[0]!.db.select().from(activities);
      expect(rows).toEqual([]);
      await Promise.all(opened.map((open) => open.close()));
    } finally {
      await server.drop();
    }
  });
});
