import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { appConfig } from '../config/app-config.ts';
import { type BlockClient, type BlockWorkerLike, createBlockClient } from './block-protocol.ts';
import { loadChain } from './load-chain.ts';

/** A block request the worker has not answered by then fails (the next poll tries again). */
const BLOCK_REQUEST_TIMEOUT_MS = 20_000;

let client: BlockClient | null = null;

/** The query that holds the current block of a network, shared by every screen. */
export const blockQueryKey = (network: ProductNetwork) => ['chain', network, 'block'] as const;

/** The later of the block known so far and one just read or seen: the tip never moves back. */
export function laterBlock(known: number | undefined, seen: number): number {
  return known === undefined ? seen : Math.max(known, seen);
}

/**
 * The current block of `network`, read in a Web Worker (block-worker.ts) where the browser has
 * them, else on the main thread through the chain client. One worker per page, started lazily.
 */
export function fetchBlockNumber(network: ProductNetwork): Promise<number> {
  client ??= createBlockClient({
    createWorker:
      typeof Worker === 'undefined'
        ? null
        : (): BlockWorkerLike =>
            new Worker(new URL('./block-worker.ts', import.meta.url), { type: 'module' }),
    fallback: async (fallbackNetwork) => (await loadChain()).fetchBlockNumber(fallbackNetwork),
    timeoutMs: BLOCK_REQUEST_TIMEOUT_MS,
  });
  return client.fetchBlockNumber(network, appConfig.rpcUrl(network));
}
