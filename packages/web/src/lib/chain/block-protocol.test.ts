import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerBlockRequest,
  type BlockRequest,
  type BlockResponse,
  type BlockWorkerLike,
  createBlockClient,
} from './block-protocol.ts';

class FakeWorker implements BlockWorkerLike {
  readonly requests: BlockRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<BlockResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: BlockRequest): void {
    this.requests.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(response: BlockResponse): void {
    this.onmessage?.(new MessageEvent('message', { data: response }));
  }
  fail(): void {
    this.onerror?.(new ErrorEvent('error'));
  }
}

const URL_A = 'http://node-a';

function setup(withWorker = true) {
  const workers: FakeWorker[] = [];
  const fallback = vi.fn(async () => 7);
  const client = createBlockClient({
    createWorker: withWorker
      ? () => {
          const worker = new FakeWorker();
          workers.push(worker);
          return worker;
        }
      : null,
    fallback,
    timeoutMs: 1_000,
  });
  /** The one worker started so far. */
  const worker = (): FakeWorker => {
    expect(workers).toHaveLength(1);
    return workers[0] as FakeWorker;
  };
  return { client, workers, worker, fallback };
}

describe('createBlockClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts no worker before the first request', () => {
    const { workers } = setup();
    expect(workers).toHaveLength(0);
  });

  it('sends the network and node URL and resolves with the answer to its id', async () => {
    const { client, worker, fallback } = setup();
    const first = client.fetchBlockNumber('regtest', URL_A);
    const second = client.fetchBlockNumber('testnet', 'http://node-b');
    expect(worker().requests).toEqual([
      { id: 1, network: 'regtest', url: URL_A },
      { id: 2, network: 'testnet', url: 'http://node-b' },
    ]);
    worker().answer({ id: 2, block: 900 });
    worker().answer({ id: 1, block: 120 });
    await expect(first).resolves.toBe(120);
    await expect(second).resolves.toBe(900);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('rejects with the error the worker reports', async () => {
    const { client, worker } = setup();
    const request = client.fetchBlockNumber('regtest', URL_A);
    worker().answer({ id: 1, error: 'fetch failed' });
    await expect(request).rejects.toThrow('fetch failed');
  });

  it('fails a request not answered in time and ignores its late answer', async () => {
    const { client, worker } = setup();
    const request = client.fetchBlockNumber('regtest', URL_A);
    const outcome = expect(request).rejects.toThrow(`The node at ${URL_A} did not answer`);
    vi.advanceTimersByTime(1_000);
    await outcome;
    worker().answer({ id: 1, block: 5 });
    const next = client.fetchBlockNumber('regtest', URL_A);
    worker().answer({ id: 2, block: 6 });
    await expect(next).resolves.toBe(6);
    worker();
  });

  it('answers on the main thread, for good, once the worker fails to start', async () => {
    const { client, worker, fallback } = setup();
    const request = client.fetchBlockNumber('regtest', URL_A);
    worker().fail();
    await expect(request).resolves.toBe(7);
    expect(worker().terminated).toBe(true);
    await expect(client.fetchBlockNumber('testnet', URL_A)).resolves.toBe(7);
    expect(fallback.mock.calls).toEqual([['regtest'], ['testnet']]);
    worker();
  });

  it('answers on the main thread where there is no Worker', async () => {
    const { client, fallback } = setup(false);
    await expect(client.fetchBlockNumber('mainnet', URL_A)).resolves.toBe(7);
    expect(fallback).toHaveBeenCalledWith('mainnet');
  });
});

describe('answerBlockRequest', () => {
  const request: BlockRequest = { id: 4, network: 'regtest', url: URL_A };

  it('answers with the block as a number', async () => {
    const readBlock = vi.fn(async () => 321n);
    await expect(answerBlockRequest(request, readBlock)).resolves.toEqual({ id: 4, block: 321 });
    expect(readBlock).toHaveBeenCalledWith('regtest', URL_A);
  });

  it('answers with the error message', async () => {
    await expect(
      answerBlockRequest(request, async () => {
        throw new Error('connection refused');
      }),
    ).resolves.toEqual({ id: 4, error: 'connection refused' });
  });
});
