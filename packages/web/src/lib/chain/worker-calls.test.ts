import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerWorkerCall,
  type WorkerAnswer,
  type WorkerCall,
  type WorkerLike,
  createWorkerChannel,
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
  const channel = createWorkerChannel({
    createWorker: withWorker
      ? () => {
          const worker = new FakeWorker();
          workers.push(worker);
          return worker;
        }
      : null,
    setup: SETUP,
  });
  const call = channel.reads<Reads>({ fallback, timeoutMs: 1_000 });
  /** The one worker started so far. */
  const worker = (): FakeWorker => {
    expect(workers).toHaveLength(1);
    return workers[0] as FakeWorker;
  };
  return { channel, call, workers, worker, blockOf };
}

describe('createWorkerChannel', () => {
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

  it('serves every set of reads through the one worker, each answered by its own fallback after a failure', async () => {
    const { channel, call, worker } = setup();
    const nameOf = vi.fn(async (token: string) => `name of ${token}`);
    const names = channel.reads<{ nameOf: (token: string) => Promise<string> }>({
      fallback: async () => ({ nameOf }),
      timeoutMs: 1_000,
    });
    const block = call('blockOf', 'regtest');
    const name = names('nameOf', 'MOTO');
    expect(worker().calls.map(({ id, read }) => [id, read])).toEqual([
      [1, 'blockOf'],
      [2, 'nameOf'],
    ]);
    worker().answer({ id: 2, value: 'Motoswap' });
    await expect(name).resolves.toBe('Motoswap');
    worker().fail();
    await expect(block).resolves.toBe(7);
    await expect(names('nameOf', 'PILL')).resolves.toBe('name of PILL');
    expect(nameOf).toHaveBeenCalledTimes(1);
  });

  it("fails a call after its own reads' limit", async () => {
    const { channel } = setup();
    const slow = channel.reads<Reads>({
      fallback: async () => ({ blockOf: async () => 1 }),
      timeoutMs: 5_000,
    });
    const request = slow('blockOf', 'regtest');
    let failed = false;
    request.catch(() => {
      failed = true;
    });
    const outcome = expect(request).rejects.toThrow(
      'The chain read blockOf got no answer within 5000 ms.',
    );
    // Past the other reads' 1 s limit, still waiting.
    await vi.advanceTimersByTimeAsync(4_999);
    expect(failed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
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
