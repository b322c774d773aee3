import type * as ChainClientModule from './chain-client.ts';

/** The chain client, loaded on first use into its own chunk. */
export type ChainClient = typeof ChainClientModule;

let loading: Promise<ChainClient> | null = null;

export function loadChain(): Promise<ChainClient> {
  loading ??= import('./chain-client.ts');
  return loading;
}
