import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { ActivityChangeListener } from './activity/activity-changes.ts';
import { ChainChangeHandler } from './cache/chain-change-handler.ts';
import type { ChainChangeListener } from './cache/public-read-cache.ts';
import type { NodeReader } from './chain/node-reader.ts';
import type { OpenDatabase } from './db/database.ts';
import type { BlockHandler } from './indexer/block-handler.ts';
import { startIndexer, type Indexer } from './indexer/indexer.ts';
import type { IndexerLogger } from './indexer/indexer-logger.ts';
import { userStatusHandlers } from './indexer/status-handlers.ts';
import { AmmPoolHandler } from './indexer/market/amm-handler.ts';
import { marketContractsFor } from './indexer/market/market-contracts.ts';
import { NativeSwapHandler } from './indexer/market/native-swap-handler.ts';
import { OpnetNativePoolReader } from './indexer/market/opnet-native-pool-reader.ts';
import { TokenHandler } from './indexer/market/token-handler.ts';

export interface IndexingOptions {
  open: OpenDatabase;
  node: NodeReader;
  rpcUrl: string;
  network: ProductNetwork;
  log: IndexerLogger;
  /** Told which users' activities each commit changed (the api's page cache). */
  activityChanges?: ActivityChangeListener;
  /** Told after every commit, block or rollback (the api's public read cache). */
  chainChanges?: ChainChangeListener;
}

/**
 * Every handler the indexer runs: users' activity and reservation statuses, and, on networks
 * whose market contracts are known, tokens, AMM pools and NativeSwap markets.
 */
export function indexerHandlers(options: IndexingOptions): {
  handlers: BlockHandler[];
  close(): Promise<void>;
} {
  const { open, node, rpcUrl, network, activityChanges, chainChanges } = options;
  const handlers = userStatusHandlers({ db: open.db, node, rpcUrl, activityChanges });
  if (chainChanges !== undefined) handlers.push(new ChainChangeHandler(chainChanges));
  const contracts = marketContractsFor(network);
  if (contracts === null) return { handlers, close: async () => {} };
  const pools = OpnetNativePoolReader.connect({
    rpcUrl,
    network,
    nativeSwap: contracts.nativeSwap,
  });
  handlers.push(
    new TokenHandler(open.db, node, contracts),
    new AmmPoolHandler(contracts),
    new NativeSwapHandler(open.db, pools, contracts, activityChanges),
  );
  return { handlers, close: () => pools.close() };
}

/** Starts indexing the node into the database (the instance holding the lock does the work). */
export function startIndexing(options: IndexingOptions): Indexer {
  const { handlers, close } = indexerHandlers(options);
  const indexer = startIndexer({ ...options, handlers });
  return {
    ...indexer,
    async stop() {
      await indexer.stop();
      await close();
    },
  };
}
