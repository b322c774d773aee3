import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerWorkerCall,
  type WorkerAnswer,
  type WorkerCall,
  type WorkerLike,
  createWorkerCaller,
  pageWorkerCaller,
} from './worker-calls.ts';

class FakeWorker implements WorkerLike {
  readonly calls: WorkerCall[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<WorkerAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: WorkerCall): void {
    this.calls.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(answer: WorkerAnswer): void {
    this.onmessage?.(new MessageEvent('message', { data: answer }));
  }
  fail(): void {
    this.onerror?.(new ErrorEvent('error'));
  }
}

const SETUP = { rpcUrls: { regtest: 'http://node-a' } };

// A type alias, not an interface: it then fits WorkerReads' index signature.
type Reads = { blockOf: (network: string) => Promise<number> };

function setup(withWorker = true) {
  const workers: FakeWorker[] = [];
  const blockOf = vi.fn(async () => 7);
  const fallback = vi.fn(async (): Promise<Reads> => ({ blockOf }));
  const call = createWorkerCaller<Reads>({
    createWorker: withWorker
      ? () => {
          const worker = new FakeWorker();
          workers.push(worker);
          return worker;
        }
      : null,
    fallback,
    setup: SETUP,
    timeoutMs: 1_000,
  });
  /** The one worker started so far. */
  const worker = (): FakeWorker => {
    expect(workers).toHaveLength(1);
    return workers[0] as FakeWorker;
  };
  return { call, workers, worker, blockOf };
}

describe('createWorkerCaller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts no worker before the first call', () => {
    const { workers } = setup();
    expect(workers).toHaveLength(0);
  });

  it('sends the read, its arguments and the setup, and resolves with the answer to its id', async () => {
    const { call, worker, blockOf } = setup();
    const first = call('blockOf', 'regtest');
    const second = call('blockOf', 'testnet');
    expect(worker().calls).toEqual([
      { id: 1, read: 'blockOf', args: ['regtest'], setup: SETUP },
      { id: 2, read: 'blockOf', args: ['testnet'], setup: SETUP },
    ]);
    worker().answer({ id: 2, value: 900 });
    worker().answer({ id: 1, value: 120 });
    await expect(first).resolves.toBe(120);
    await expect(second).resolves.toBe(900);
    expect(blockOf).not.toHaveBeenCalled();
  });

  it('rejects with the error the worker reports', async () => {
    const { call, worker } = setup();
    const request = call('blockOf', 'regtest');
    worker().answer({ id: 1, error: 'fetch failed' });
    await expect(request).rejects.toThrow('fetch failed');
  });

  it('fails a call not answered in time and ignores its late answer', async () => {
    const { call, worker } = setup();
    const request = call('blockOf', 'regtest');
    const outcome = expect(request).rejects.toThrow(
      'The chain read blockOf got no answer within 1000 ms.',
    );
    vi.advanceTimersByTime(1_000);
    await outcome;
    worker().answer({ id: 1, value: 5 });
    const next = call('blockOf', 'regtest');
    worker().answer({ id: 2, value: 6 });
    await expect(next).resolves.toBe(6);
    worker();
  });

  it('answers on the main thread, for good, once the worker fails to start', async () => {
    const { call, worker, blockOf } = setup();
    const request = call('blockOf', 'regtest');
    worker().fail();
    await expect(request).resolves.toBe(7);
    expect(worker().terminated).toBe(true);
    await expect(call('blockOf', 'testnet')).resolves.toBe(7);
    expect(blockOf.mock.calls).toEqual([['regtest'], ['testnet']]);
    worker();
  });

  it('answers on the main thread where there is no Worker', async () => {
    const { call, blockOf } = setup(false);
    await expect(call('blockOf', 'mainnet')).resolves.toBe(7);
    expect(blockOf).toHaveBeenCalledWith('mainnet');
  });
});

describe('pageWorkerCaller', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete globalThis.__OPSWAP_CONFIG__;
  });

  function pageSetup() {
    const started: FakeWorker[] = [];
    const blockOf = vi.fn(async () => 9);
    const call = pageWorkerCaller<Reads>({
      startWorker: () => {
        const worker = new FakeWorker();
        started.push(worker);
        return worker;
      },
      fallback: async () => ({ blockOf }),
      timeoutMs: 1_000,
    });
    return { call, started, blockOf };
  }

  it("starts its worker on the first call, once, with the page's runtime config as setup", async () => {
    vi.stubGlobal('Worker', class {});
    globalThis.__OPSWAP_CONFIG__ = SETUP;
    const { call, started } = pageSetup();
    expect(started).toHaveLength(0);
    const first = call('blockOf', 'regtest');
    const second = call('blockOf', 'testnet');
    expect(started).toHaveLength(1);
    const calls = started[0]!.calls;
    expect(calls.map((sent) => sent.setup)).toEqual([SETUP, SETUP]);
    started[0]!.answer({ id: calls[0]!.id, value: 1 });
    started[0]!.answer({ id: calls[1]!.id, value: 2 });
    expect([await first, await second]).toEqual([1, 2]);
  });

  it('answers on the main thread where the browser has no Worker', async () => {
    const { call, started, blockOf } = pageSetup();
    expect(await call('blockOf', 'regtest')).toBe(9);
    expect(blockOf).toHaveBeenCalledWith('regtest');
    expect(started).toHaveLength(0);
  });
});

describe('answerWorkerCall', () => {
  const call: WorkerCall = { id: 4, read: 'blockOf', args: ['regtest'], setup: SETUP };

  it('answers with the read value', async () => {
    const blockOf = vi.fn(async () => 321n);
    await expect(answerWorkerCall(call, { blockOf })).resolves.toEqual({ id: 4, value: 321n });
    expect(blockOf).toHaveBeenCalledWith('regtest');
  });

  it('answers with the error message', async () => {
    const blockOf = async () => {
      throw new Error('connection refused');
    };
    await expect(answerWorkerCall(call, { blockOf })).resolves.toEqual({
      id: 4,
      error: 'connection refused',
    });
  });

  it('answers that a read it does not serve is unknown', async () => {
    await expect(answerWorkerCall(call, {})).resolves.toEqual({
      id: 4,
      error: 'This worker has no read named blockOf.',
    });
  });
});
