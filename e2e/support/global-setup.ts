import { startProductStack } from './product-stack.ts';

/**
 * Starts the product for the browser tests; they read its addresses from E2E_WEB_URL, E2E_RPC_URL
 * and E2E_API_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startProductStack();
  process.env.E2E_WEB_URL = stack.webUrl;
  process.env.E2E_RPC_URL = stack.rpcUrl;
  process.env.E2E_API_URL = stack.apiUrl;
  return stack.stop;
}
