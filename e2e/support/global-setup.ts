import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProductStack } from './product-stack.ts';

/**
 * Starts the product for the browser tests; they read its addresses from E2E_WEB_URL, E2E_RPC_URL
 * and E2E_API_URL, and E2E_RUN_DIR is a folder of the run's own (support/mining.ts's buy window),
 * removed with the product when the run ends.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startProductStack();
  process.env.E2E_WEB_URL = stack.webUrl;
  process.env.E2E_RPC_URL = stack.rpcUrl;
  process.env.E2E_API_URL = stack.apiUrl;
  const runDir = await mkdtemp(join(tmpdir(), 'opswap-e2e-run-'));
  process.env.E2E_RUN_DIR = runDir;
  return async () => {
    await stack.stop();
    await rm(runDir, { recursive: true, force: true });
  };
}
