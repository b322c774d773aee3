import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.ts';

const MAIN = resolve(REPO_ROOT, 'packages/devnet/src/main.ts');

interface Running {
  child: ChildProcessWithoutNullStreams;
  url: string;
  output: () => string;
}

const children: ChildProcessWithoutNullStreams[] = [];
const directories: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const directory of directories.splice(0))
    rmSync(directory, { recursive: true, force: true });
});

function launch(dataDir: string, interval: string): Promise<Running> {
  // node itself (not the tsx wrapper) so that the signals reach the devnet process.
  const args = [
    '--import',
    'tsx',
    MAIN,
    '--port',
    '0',
    '--data-dir',
    dataDir,
    '--block-interval',
    interval,
  ];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, DEVNET_PORT: '', DEVNET_DATA_DIR: '' },
  });
  children.push(child);
  let output = '';
  return new Promise((resolvePromise, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/[^\s]+)\/api\/v1\/json-rpc/.exec(output);
      if (match?.[1]) resolvePromise({ child, url: match[1], output: () => output });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`devnet exited with ${code}: ${output}`)));
  });
}

async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(`${url}/api/v1/json-rpc`, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
}

async function untilHeight(url: string, height: number): Promise<number> {
  for (;;) {
    const current = Number(await rpc<string>(url, 'btc_blockNumber'));
    if (current >= height) return current;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const exited = (child: ChildProcessWithoutNullStreams): Promise<number | null> =>
  new Promise((r) =>
    child.exitCode !== null ? r(child.exitCode) : child.on('exit', (code) => r(code)),
  );

describe('npm run devnet', () => {
  it('loses no mined block and corrupts nothing when killed with SIGKILL while mining', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'devnet-kill-'));
    directories.push(dataDir);

    const first = await launch(dataDir, '15');
    const seen = await untilHeight(first.url, 8);
    expect(first.output()).toMatch(/mnemonic: test test/);
    const block = await rpc<{ hash: string }>(first.url, 'btc_getBlockByNumber', [seen]);
    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = await launch(dataDir, 'manual');
    const height = Number(await rpc<string>(second.url, 'btc_blockNumber'));
    expect(height).toBeGreaterThanOrEqual(seen);
    expect((await rpc<{ hash: string }>(second.url, 'btc_getBlockByNumber', [seen])).hash).toBe(
      block.hash,
    );
    const mined = await rpc<{ blockNumber: string }>(second.url, 'devnet_mine', [1]);
    expect(Number(mined.blockNumber)).toBe(height + 1);

    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
    expect(second.output()).toMatch(/SIGTERM: shutting down/);
  });
});
