import type { ProductNetwork } from '@opswap/protocol/tokens/networks';

/** Asks the block worker for the current block of a network, from the node at `url`. */
export interface BlockRequest {
  id: number;
  network: ProductNetwork;
  url: string;
}

/** The worker's answer to the request with the same id. */
export type BlockResponse = { id: number; block: number } | { id: number; error: string };

/** What the client needs of a Worker (a fake one in tests). */
export interface BlockWorkerLike {
  postMessage(message: BlockRequest): void;
  onmessage: ((event: MessageEvent<BlockResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

export interface BlockClientOptions {
  /** Starts the worker; null where the browser has no Worker (then `fallback` answers). */
  createWorker: (() => BlockWorkerLike) | null;
  /** Reads the block on the main thread (the chain client). */
  fallback: (network: ProductNetwork) => Promise<number>;
  /** A request not answered within this time fails. */
  timeoutMs: number;
}

export interface BlockClient {
  fetchBlockNumber(network: ProductNetwork, url: string): Promise<number>;
}

interface Pending {
  network: ProductNetwork;
  resolve: (block: number) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Reads the current block through a dedicated worker, started on the first request and shared by
 * every later one (the node's URL travels with each request, so a network change needs no new
 * worker). A worker that fails to start (its script does not load) is dropped for good: its
 * requests, and every later one, are answered on the main thread by `fallback`.
 */
export function createBlockClient(options: BlockClientOptions): BlockClient {
  let worker: BlockWorkerLike | null = null;
  let broken = false;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const take = (id: number): Pending | undefined => {
    const request = pending.get(id);
    if (!request) return undefined;
    pending.delete(id);
    clearTimeout(request.timer);
    return request;
  };

  const start = (create: () => BlockWorkerLike): BlockWorkerLike => {
    const started = create();
    started.onmessage = (event) => {
      const response = event.data;
      const request = take(response.id);
      if (!request) return;
      if ('error' in response) request.reject(new Error(response.error));
      else request.resolve(response.block);
    };
    started.onerror = (event) => {
      event.preventDefault();
      broken = true;
      worker = null;
      started.terminate();
      for (const id of [...pending.keys()]) {
        const request = take(id);
        if (request) options.fallback(request.network).then(request.resolve, request.reject);
      }
    };
    return started;
  };

  return {
    fetchBlockNumber(network, url) {
      if (!options.createWorker || broken) return options.fallback(network);
      const target = (worker ??= start(options.createWorker));
      const id = ++nextId;
      return new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => {
          take(id);
          reject(new Error(`The node at ${url} did not answer within ${options.timeoutMs} ms.`));
        }, options.timeoutMs);
        pending.set(id, { network, resolve, reject, timer });
        target.postMessage({ id, network, url });
      });
    },
  };
}

/** The worker's side: answers one request with `readBlock`'s result or its error message. */
export async function answerBlockRequest(
  request: BlockRequest,
  readBlock: (network: ProductNetwork, url: string) => Promise<bigint | number>,
): Promise<BlockResponse> {
  try {
    return { id: request.id, block: Number(await readBlock(request.network, request.url)) };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}
