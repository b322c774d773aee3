// The block worker: polls the current block through opnet, so the chain libraries are evaluated
// off the main thread on pages that need nothing else of the chain. Started by block-source.ts.
import { adoptRuntimeConfig } from '../config/runtime-config.ts';
import { serveWorkerCalls } from './worker-calls.ts';

serveWorkerCalls(async (setup) => {
  adoptRuntimeConfig(setup);
  const { fetchBlockNumber } = await import('./chain-client.ts');
  return { fetchBlockNumber };
});
