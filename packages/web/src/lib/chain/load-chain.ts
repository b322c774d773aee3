import type * as ChainClientModule from './chain-client.ts';

/** The chain client, loaded on first use into its own chunk. */
export type ChainClient = typeof ChainClientModule;

let loading: Promise<ChainClient> | null = null;

/** Lets the browser run other tasks (input, rendering) before the next stage. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The chain libraries are 1.4 MB of JavaScript; evaluated at once they would block the main
 * thread for one long task. They are split into chunks (vite.config.ts) that are evaluated one
 * per task, in dependency order, before the client itself.
 */
async function loadInStages(): Promise<ChainClient> {
  await import('./stages/stage-1-crypto.ts');
  await nextTask();
  await import('./stages/stage-2-transaction-bitcoin.ts');
  await nextTask();
  await import('./stages/stage-3-transaction.ts');
  await nextTask();
  await import('./stages/stage-4-bitcoin.ts');
  await nextTask();
  return import('./chain-client.ts');
}

export function loadChain(): Promise<ChainClient> {
  loading ??= loadInStages().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * A chain module (a `chain/` file or `*-chain.ts`), loaded after the staged chain libraries: a
 * module importing the libraries statically would otherwise evaluate all of them in one task.
 */
export async function loadChainModule<T>(load: () => Promise<T>): Promise<T> {
  await loadChain();
  return load();
}
