import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import { REPO_ROOT } from '../../src/config.ts';
import { JsonRpcClient } from '../../src/chain/json-rpc-client.ts';

const DEVNET_MAIN = resolve(REPO_ROOT, 'packages/devnet/src/main.ts');

/**
 * Runs the devnet as its own child and kills it when its stdin closes: when the test process
 * ends, however it ends (a killed worker runs no cleanup), the pipe closes and neither the
 * devnet nor its data directory is left behind.
 */
const GUARD = `
const { spawn } = require('node:child_process');
const { rmSync } = require('node:fs');
const devnet = spawn(process.execPath, process.argv.slice(1), { stdio: ['ignore', 'inherit', 'inherit'] });
process.stdin.on('close', () => devnet.kill('SIGKILL'));
process.stdin.resume();
devnet.on('exit', (code) => {
  rmSync(process.env.GUARDED_DATA_DIR, { recursive: true, force: true });
  process.exit(code ?? 1);
});
`;
/** A devnet on a seeded copy starts in about 2 s; this bounds a slow machine. */
const START_TIMEOUT_MS = 60_000;
/** Seeding the world takes about 3.5 s, and many times that on a loaded 2-core machine. */
const SEED_TIMEOUT_MS = 240_000;

export interface MineResult {
  blockNumber: string;
  blocks: string[];
}

export interface DevnetAccountInfo {
  index: number;
  p2tr: string;
  opnetAddress: string;
  publicKey: string;
  tweakedPublicKey: string;
}

export interface DevnetInfo {
  network: string;
  blockNumber: string;
  mnemonic: string;
  contracts: Record<string, { address: string; p2op: string }>;
  accounts: DevnetAccountInfo[];
}

/** The devnet as a child process on a free port, with manual mining and a temporary directory. */
export interface DevnetProcess {
  /** The node's root URL (the JSON-RPC path is added by clients). */
  url: string;
  rpc: JsonRpcClient;
  info(): Promise<DevnetInfo>;
  mine(count?: number): Promise<MineResult>;
  height(): Promise<number>;
  /** Drops the last `depth` blocks; their transactions go back to the mempool. */
  reorg(depth: number): Promise<{ blockNumber: string; removed: string[] }>;
  snapshot(): Promise<string>;
  revert(id: string): Promise<boolean>;
  close(): Promise<void>;
}

function waitForUrl(
  child: ChildProcessWithoutNullStreams,
  timeoutMs = START_TIMEOUT_MS,
): Promise<string> {
  let output = '';
  return new Promise((resolveUrl, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`the devnet did not start within ${timeoutMs} ms: ${output}`));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/\S+)\/api\/v1\/json-rpc/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the devnet exited with ${code}: ${output}`));
    });
  });
}

/** Closing the guard's stdin kills the devnet; the guard exits with it. */
function stop(child: ChildProcessWithoutNullStreams): Promise<void> {
  return new Promise((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveExit();
    child.once('exit', () => resolveExit());
    child.stdin.destroy();
  });
}

const devnetArgs = (dataDir: string) => [
  '--import',
  'tsx',
  DEVNET_MAIN,
  '--port',
  '0',
  '--data-dir',
  dataDir,
  '--block-interval',
  'manual',
];

/**
 * Seeds a devnet world into `dataDir` and stops the devnet: the global setup does it once, and
 * each test's devnet starts from a copy instead of seeding its own (seconds on a busy machine).
 */
export async function seedDevnetDataDir(dataDir: string): Promise<void> {
  const child = spawn(process.execPath, devnetArgs(dataDir), { cwd: REPO_ROOT });
  try {
    await waitForUrl(child, SEED_TIMEOUT_MS);
  } finally {
    await new Promise<void>((resolveExit) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolveExit();
      child.once('exit', () => resolveExit());
      child.kill('SIGTERM');
    });
  }
}

/**
 * Starts `packages/devnet/src/main.ts` under the guard, on a copy of the global setup's seeded
 * data directory, and waits for its URL.
 */
export async function startDevnetProcess(): Promise<DevnetProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-devnet-'));
  cpSync(inject('devnetDataDir'), dataDir, { recursive: true });
  const child = spawn(process.execPath, ['-e', GUARD, '--', ...devnetArgs(dataDir)], {
    cwd: REPO_ROOT,
    env: { ...process.env, GUARDED_DATA_DIR: dataDir },
  });
  let url: string;
  try {
    url = await waitForUrl(child);
  } catch (error) {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const rpc = new JsonRpcClient(url);
  return {
    url,
    rpc,
    info: () => rpc.call<DevnetInfo>('devnet_info'),
    mine: (count = 1) => rpc.call<MineResult>('devnet_mine', [count]),
    height: async () => Number(await rpc.call<string>('btc_blockNumber')),
    reorg: (depth) => rpc.call('devnet_reorg', [depth]),
    snapshot: () => rpc.call<string>('devnet_snapshot'),
    revert: (id) => rpc.call<boolean>('devnet_revert', [id]),
    async close() {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
