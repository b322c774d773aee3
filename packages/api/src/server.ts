import { createAppContext } from './app-context.ts';
import { OpnetNodeReader } from './chain/opnet-node-reader.ts';
import type { ApiConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { buildApp } from './http/app.ts';
import type { Indexer } from './indexer/indexer.ts';
import { startIndexing } from './indexing.ts';
import { createUsdRateSource } from './sync/usd-rate.ts';

export interface RunningApi {
  url: string;
  port: number;
  databaseDescription: string;
  close(): Promise<void>;
}

/** Opens the database (migrating it), then serves HTTP. */
export async function startApi(config: ApiConfig): Promise<RunningApi> {
  const open = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const node = new OpnetNodeReader({ rpcUrl: config.rpcUrl, network: config.network });
  const context = createAppContext({
    db: open.db,
    network: config.network,
    node,
    usdRate: createUsdRateSource(config.usdRate),
    now: Date.now,
  });
  let indexer: Indexer | null = null;
  const app = await buildApp(context, {
    cors: config.cors,
    rateLimit: config.rateLimit,
    trustedProxies: config.trustedProxies,
    logger: { level: config.logLevel },
    indexerStatus: () => indexer?.status() ?? null,
  });
  if (config.indexer) {
    indexer = startIndexing({
      open,
      node,
      rpcUrl: config.rpcUrl,
      network: config.network,
      log: app.log,
      activityChanges: context.activityPages,
      chainChanges: context.publicReads,
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  return {
    url: `http://${config.host}:${port}`,
    port,
    databaseDescription:
      config.databaseUrl === null ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)',
    async close() {
      await indexer?.stop();
      await app.close();
      await node.close();
      await open.close();
    },
  };
}
