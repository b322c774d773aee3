// The page's chain worker: answers every screen's chain reads (the block, a token's NativeSwap
// metrics, the farms) through opnet off the main thread, so the chain libraries are fetched and
// evaluated once a page, never on its main thread. Each read's module loads on its first call.
// Started by lib/chain/chain-worker-reads.ts.
import type * as FarmChain from './features/farm/chain/farm-chain.ts';
import type * as MetricsChain from './features/token/metrics/metrics-chain.ts';
import type * as ChainClient from './lib/chain/chain-client.ts';
import { serveWorkerCalls } from './lib/chain/worker-calls.ts';
import { adoptRuntimeConfig } from './lib/config/runtime-config.ts';

serveWorkerCalls(async (setup) => {
  adoptRuntimeConfig(setup);
  return {
    fetchBlockNumber: async (...args: Parameters<typeof ChainClient.fetchBlockNumber>) =>
      (await import('./lib/chain/chain-client.ts')).fetchBlockNumber(...args),
    readNativeSwapMetrics: async (...args: Parameters<typeof MetricsChain.readNativeSwapMetrics>) =>
      (await import('./features/token/metrics/metrics-chain.ts')).readNativeSwapMetrics(...args),
    readFarmsFor: async (...args: Parameters<typeof FarmChain.readFarmsFor>) =>
      (await import('./features/farm/chain/farm-chain.ts')).readFarmsFor(...args),
  };
});
