import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTER, counterDeployment, CounterVm } from '../../test/support/counter-chain.ts';
import { startDevnet, type Devnet } from '../devnet.ts';
import { MAX_BATCH_LENGTH } from './json-rpc.ts';
import { MAX_BLOCKS_PER_MINE } from './methods/devnet-methods.ts';
import { MAX_HEX_PARAM_DIGITS } from './params.ts';

let devnet: Devnet;
let directory: string;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'devnet-limits-'));
  devnet = await startDevnet({
    port: 0,
    dataDir: directory,
    accountCount: 1,
    vm: new CounterVm(),
    genesis: { deployments: [counterDeployment] },
  });
});

afterAll(async () => {
  await devnet?.close();
  rmSync(directory, { recursive: true, force: true });
});

interface Answer {
  id?: number | null;
  result?: unknown;
  error?: { code: number; message: string };
}

const request = (method: string, params: unknown[], id = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});

async function post(body: unknown): Promise<Answer | Answer[]> {
  const response = await fetch(`${devnet.url}/api/v1/json-rpc`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Answer | Answer[];
}

const single = async (method: string, params: unknown[]): Promise<Answer> =>
  (await post(request(method, params))) as Answer;

describe('hex parameters', () => {
  it('refuses one of 8 MB or more as invalid params, naming the limit', async () => {
    const huge = 'ab'.repeat(4_200_000);
    const answer = await single('btc_sendRawTransaction', [huge, false]);
    expect(answer.error).toEqual({
      code: -32602,
      message: `Invalid params at params[0]: expected at most ${MAX_HEX_PARAM_DIGITS} hex digits`,
    });
    const call = await single('btc_call', [COUNTER, huge]);
    expect(call.error?.code).toBe(-32602);
  });

  it('reads one just under the limit as hex, without exhausting the stack', async () => {
    const largest = '00'.repeat(MAX_HEX_PARAM_DIGITS / 2);
    const answer = await single('btc_sendRawTransaction', [largest, false]);
    expect(answer.error).toBeUndefined();
    expect(answer.result).toMatchObject({ success: false });
    expect((await single('btc_sendRawTransaction', ['abc', false])).error?.code).toBe(-32602);
    expect((await single('btc_sendRawTransaction', ['0xzz', false])).error?.code).toBe(-32602);
  });
});

describe('devnet_mine', () => {
  it(`mines at most ${MAX_BLOCKS_PER_MINE} blocks per call`, async () => {
    const height = devnet.chain.height;
    const answer = await single('devnet_mine', [MAX_BLOCKS_PER_MINE + 1]);
    expect(answer.error).toEqual({
      code: -32602,
      message: `Invalid params: devnet_mine mines between 1 and ${MAX_BLOCKS_PER_MINE} blocks per call`,
    });
    expect((await single('devnet_mine', [10_000])).error?.code).toBe(-32602);
    expect(devnet.chain.height).toBe(height);
  });

  it(`lets a batch mine at most ${MAX_BLOCKS_PER_MINE} blocks in all`, async () => {
    const height = devnet.chain.height;
    const batch = Array.from({ length: 3 }, (_, i) =>
      request('devnet_mine', [MAX_BLOCKS_PER_MINE / 2], i),
    );
    expect(await post(batch)).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32600,
        message: `Invalid Request: a batch mines at most ${MAX_BLOCKS_PER_MINE} blocks (devnet_mine), this one asks for ${(3 * MAX_BLOCKS_PER_MINE) / 2}`,
      },
    });
    expect(devnet.chain.height).toBe(height);

    const within = (await post([
      request('devnet_mine', [2], 1),
      request('btc_blockNumber', [], 2),
      request('devnet_mine', [], 3),
    ])) as Answer[];
    expect(within.map((a) => a.error)).toEqual([undefined, undefined, undefined]);
    expect(devnet.chain.height).toBe(height + 3);
  });
});

describe('batches', () => {
  it(`hold at most ${MAX_BATCH_LENGTH} calls`, async () => {
    const full = Array.from({ length: MAX_BATCH_LENGTH }, (_, i) =>
      request('btc_blockNumber', [], i),
    );
    expect(await post(full)).toHaveLength(MAX_BATCH_LENGTH);
    expect(await post([...full, request('btc_blockNumber', [], MAX_BATCH_LENGTH)])).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32600,
        message: `Invalid Request: a batch holds at most ${MAX_BATCH_LENGTH} calls`,
      },
    });
  });

  it('of 1,000 devnet_mine calls are refused before any block is mined', async () => {
    const height = devnet.chain.height;
    const batch = Array.from({ length: 1_000 }, (_, i) => request('devnet_mine', [1], i));
    expect(await post(batch)).toMatchObject({ error: { code: -32600 } });
    expect(devnet.chain.height).toBe(height);
  });
});
