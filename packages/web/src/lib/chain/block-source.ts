import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { ChainClient } from './load-chain.ts';
import { loadChain } from './load-chain.ts';
import { pageWorkerCaller } from './worker-calls.ts';

/** A block request the worker has not answered by then fails (the next poll tries again). */
const BLOCK_REQUEST_TIMEOUT_MS = 20_000;

type BlockReads = Pick<ChainClient, 'fetchBlockNumber'>;
const callBlockWorker = pageWorkerCaller<BlockReads>({
  startWorker: () => new Worker(new URL('./block-worker.ts', import.meta.url), { type: 'module' }),
  fallback: loadChain,
  timeoutMs: BLOCK_REQUEST_TIMEOUT_MS,
});

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
  return callBlockWorker('fetchBlockNumber', network);
}
