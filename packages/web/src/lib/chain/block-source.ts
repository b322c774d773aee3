import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { ChainClient } from './load-chain.ts';
import { loadChain } from './load-chain.ts';
import { chainWorkerReads } from './chain-worker-reads.ts';

/** A block request the worker has not answered by then fails (the next poll tries again). */
const BLOCK_REQUEST_TIMEOUT_MS = 20_000;

type BlockReads = Pick<ChainClient, 'fetchBlockNumber'>;
const callBlockWorker = chainWorkerReads<BlockReads>({
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
 * The current block of `network`, read in the page's chain worker where the browser has Web
 * Workers, else on the main thread through the chain client.
 */
export function fetchBlockNumber(network: ProductNetwork): Promise<number> {
  return callBlockWorker('fetchBlockNumber', network);
}
