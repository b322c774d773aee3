// The farms worker: reads every farm through opnet off the main thread, so opening /farm never
// blocks it with the chain libraries' evaluation. Started by hooks/use-farms.ts.
import { adoptRuntimeConfig } from '../../../lib/config/runtime-config.ts';
import { serveWorkerCalls } from '../../../lib/chain/worker-calls.ts';

serveWorkerCalls(async (setup) => {
  adoptRuntimeConfig(setup);
  const { readFarmsFor } = await import('./farm-chain.ts');
  return { readFarmsFor };
});
