import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { WorkerAnswer, WorkerCall } from './worker-calls.ts';

const SETUP = { rpcUrls: { regtest: 'http://node-a' } };

/** The Worker class the module finds: records each worker started and the calls it is sent. */
class FakeWorker {
  static started: FakeWorker[] = [];
  readonly url: string;
  readonly calls: WorkerCall[] = [];
  onmessage: ((event: MessageEvent<WorkerAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor(url: URL) {
    this.url = url.pathname;
    FakeWorker.started.push(this);
  }
  postMessage(message: WorkerCall): void {
    this.calls.push(message);
  }
  terminate(): void {}
  answer(answer: WorkerAnswer): void {
    this.onmessage?.(new MessageEvent('message', { data: answer }));
  }
}

// The module keeps the page's one channel: each test loads it afresh.
const load = async () => (await import('./chain-worker-reads.ts')).chainWorkerReads;

beforeEach(() => {
  vi.resetModules();
  FakeWorker.started = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete globalThis.__OPSWAP_CONFIG__;
});

it("starts one chain worker for every screen's reads, on the first call, with the page's runtime config", async () => {
  vi.stubGlobal('Worker', FakeWorker);
  globalThis.__OPSWAP_CONFIG__ = SETUP;
  const chainWorkerReads = await load();
  const blocks = chainWorkerReads<{ block: (network: string) => Promise<number> }>({
    fallback: async () => ({ block: async () => 0 }),
    timeoutMs: 1_000,
  });
  const farms = chainWorkerReads<{ farms: (network: string) => Promise<string[]> }>({
    fallback: async () => ({ farms: async () => [] }),
    timeoutMs: 1_000,
  });
  expect(FakeWorker.started).toHaveLength(0);

  const block = blocks('block', 'regtest');
  const farmList = farms('farms', 'regtest');
  expect(FakeWorker.started).toHaveLength(1);
  const [worker] = FakeWorker.started as [FakeWorker];
  expect(worker.url).toMatch(/chain-worker\.ts$/);
  expect(worker.calls.map(({ read, setup }) => [read, setup])).toEqual([
    ['block', SETUP],
    ['farms', SETUP],
  ]);
  worker.answer({ id: worker.calls[0]!.id, value: 812 });
  worker.answer({ id: worker.calls[1]!.id, value: ['MOTO farm'] });
  expect([await block, await farmList]).toEqual([812, ['MOTO farm']]);
});

it('answers on the main thread where the browser has no Worker', async () => {
  const chainWorkerReads = await load();
  const block = vi.fn(async (_network: string) => 9);
  const blocks = chainWorkerReads({ fallback: async () => ({ block }), timeoutMs: 1_000 });
  expect(await blocks('block', 'regtest')).toBe(9);
  expect(block).toHaveBeenCalledWith('regtest');
  expect(FakeWorker.started).toHaveLength(0);
});
