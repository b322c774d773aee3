import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COUNTER, counterDeployment, CounterVm } from '../test/support/counter-chain.ts';
import { startDevnet, type Devnet, type DevnetOptions } from './devnet.ts';

let directories: string[] = [];
let running: Devnet[] = [];

afterEach(async () => {
  for (const devnet of running) await devnet.close();
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
  running = [];
  directories = [];
});

async function start(options: Partial<DevnetOptions> & { dataDir: string }): Promise<Devnet> {
  const devnet = await startDevnet({
    port: 0,
    accountCount: 2,
    vm: new CounterVm(),
    genesis: { deployments: [counterDeployment] },
    ...options,
  });
  running.push(devnet);
  return devnet;
}

const rpc = async (devnet: Devnet, method: string, params: unknown[] = []): Promise<unknown> => {
  const response = await fetch(`${devnet.url}/api/v1/json-rpc`, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
};

describe('startDevnet', () => {
  it('seeds a fresh data directory once, and keeps the world across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'devnet-start-'));
    directories.push(dataDir);
    let seeded = 0;
    const seed = () => {
      seeded++;
      return { contracts: { Counter: COUNTER } };
    };
    const first = await start({ dataDir, seed });
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await rpc(first, 'devnet_mine', [2]);
    const hash = first.chain.tip.header.hash;
    await first.close();

    const second = await start({ dataDir, seed });
    expect(seeded).toBe(1);
    expect(second.chain.tip.header.hash).toBe(hash);
    expect(await rpc(second, 'devnet_info')).toMatchObject({
      blockNumber: '0x2',
      contracts: { Counter: { address: COUNTER } },
    });
    await second.close();

    const reset = await start({ dataDir, seed, reset: true });
    expect(seeded).toBe(2);
    expect(reset.chain.height).toBe(0);
  });

  it('builds the world again when the seed never finished', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'devnet-start-'));
    directories.push(dataDir);
    let seeded = 0;
    const seed = () => {
      seeded++;
      return { contracts: { Counter: COUNTER } };
    };
    const first = await start({ dataDir, seed });
    await rpc(first, 'devnet_mine', [3]);
    await first.close();
    // What a kill -9 in the middle of the seed leaves: blocks, but no record of a finished seed.
    rmSync(join(dataDir, 'world.json'));

    const lines: string[] = [];
    const second = await start({ dataDir, seed, log: (line) => lines.push(line) });
    expect(seeded).toBe(2);
    expect(second.chain.height).toBe(0);
    expect(lines.join()).toMatch(/seed .* never finished/);
  });

  it('funds the development accounts at genesis by default', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'devnet-start-'));
    directories.push(dataDir);
    const devnet = await start({ dataDir, genesis: undefined, accountFunding: 5_000n });
    for (const account of devnet.accounts.all()) {
      expect(devnet.chain.balance(account.p2tr)).toBe(5_000n);
    }
  });

  it('refuses a data directory another live devnet holds', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'devnet-start-'));
    directories.push(dataDir);
    const { writeFileSync } = await import('node:fs');
    // PID 1 is always alive and never this process.
    writeFileSync(join(dataDir, 'LOCK'), '1');
    await expect(start({ dataDir })).rejects.toThrow(/in use by process 1/);
  });
});
