// The metrics worker: reads the NativeSwap metrics through opnet off the main thread, so opening a
// token page never blocks it with the chain libraries' evaluation. Started by metrics-queries.ts.
import { adoptRuntimeConfig } from '../../../lib/config/runtime-config.ts';
import { serveWorkerCalls } from '../../../lib/chain/worker-calls.ts';

serveWorkerCalls(async (setup) => {
  adoptRuntimeConfig(setup);
  const { readNativeSwapMetrics } = await import('./metrics-chain.ts');
  return { readNativeSwapMetrics };
});
