import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DevAccount } from '../../src/accounts/dev-accounts.ts';
import { startDevnet, type Devnet } from '../../src/devnet.ts';
import { MAX_BLOCKS_PER_MINE } from '../../src/rpc/methods/devnet-methods.ts';
import { seedTestWorld, TEST_WORLD, type TestWorld } from './test-world.ts';

/** A JSON-RPC error answer, thrown by `rpc`. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

interface RpcAnswer<T> {
  result?: T;
  error?: { code: number; message: string };
}

/** One JSON-RPC call over HTTP, the way the product's tests call the devnet_* methods. */
export async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(`${url}/api/v1/json-rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as RpcAnswer<T>;
  if (answer.error) throw new RpcError(answer.error.code, answer.error.message);
  return answer.result as T;
}

export interface MineResult {
  blockNumber: string;
  blocks: string[];
}

/** devnet_mine over JSON-RPC, in as many calls as the per-call limit asks for. */
export async function mineBlocks(url: string, count = 1): Promise<MineResult> {
  if (count <= MAX_BLOCKS_PER_MINE) return rpc<MineResult>(url, 'devnet_mine', [count]);
  const mined: MineResult = { blockNumber: '', blocks: [] };
  for (let left = count; left > 0; left -= MAX_BLOCKS_PER_MINE) {
    const part = await rpc<MineResult>(url, 'devnet_mine', [Math.min(left, MAX_BLOCKS_PER_MINE)]);
    mined.blockNumber = part.blockNumber;
    mined.blocks.push(...part.blocks);
  }
  return mined;
}

export interface TestDevnet {
  devnet: Devnet;
  url: string;
  dataDir: string;
  world: TestWorld;
  accounts: DevAccount[];
  rpc<T>(method: string, params?: unknown[]): Promise<T>;
  /** devnet_mine over JSON-RPC. */
  mine(count?: number): Promise<MineResult>;
  height(): Promise<number>;
  close(): Promise<void>;
}

export interface TestDevnetOptions {
  accountCount?: number;
  /** An existing data directory; a fresh temporary one by default (removed on close). */
  dataDir?: string;
}

/** A devnet on a free port, a temporary data directory, manual mining and the test world. */
export async function startTestDevnet(options: TestDevnetOptions = {}): Promise<TestDevnet> {
  const ownsDirectory = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'devnet-test-'));
  const devnet = await startDevnet({
    port: 0,
    dataDir,
    blockInterval: 'manual',
    accountCount: options.accountCount ?? 3,
    seed: seedTestWorld,
  });
  const call = <T>(method: string, params: unknown[] = []): Promise<T> =>
    rpc<T>(devnet.url, method, params);
  return {
    devnet,
    url: devnet.url,
    dataDir,
    world: TEST_WORLD,
    accounts: devnet.accounts.all(),
    rpc: call,
    mine: (count = 1) => mineBlocks(devnet.url, count),
    height: async () => Number(await call<string>('btc_blockNumber')),
    close: async () => {
      await devnet.close();
      if (ownsDirectory) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
