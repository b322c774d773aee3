import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterDeployment, CounterVm } from '../../test/support/counter-chain.ts';
import { fromBase64 } from '../bytes.ts';
import { startDevnet, type Devnet } from '../devnet.ts';
import { verifyBlockWitness } from '../epochs/block-witness.ts';

let devnet: Devnet;
let directory: string;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'devnet-epochs-'));
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

async function rpc(method: string, params: unknown[] = []) {
  const response = await fetch(`${devnet.url}/api/v1/json-rpc`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
}

const submission = (overrides: Record<string, unknown>) => ({
  epochNumber: '1',
  checksumRoot: '11'.repeat(32),
  salt: '22'.repeat(32),
  mldsaPublicKey: '33'.repeat(32),
  signature: '44'.repeat(64),
  ...overrides,
});

describe('epochs before the first one ends', () => {
  it('has no finalized epoch and no template in epoch 0, but witnesses every block', async () => {
    expect((await rpc('btc_latestEpoch')).error).toEqual({
      code: -32000,
      message:
        'No finalized epoch yet: an epoch is finalized once the next one begins (epoch 0 is in progress)',
    });
    expect((await rpc('btc_getEpochByNumber', ['0'])).error?.code).toBe(-32000);
    expect((await rpc('btc_getEpochTemplate')).error).toEqual({
      code: -32000,
      message: 'Epoch 0 cannot be mined. Mining begins in epoch 1 (block 5).',
    });
    const answer = (await rpc('btc_blockWitness', ['-1'])).result as {
      blockNumber: string;
      witnesses: { signature: string; proofs: string[] }[];
    }[];
    expect(answer).toHaveLength(1);
    expect(answer[0]!.blockNumber).toBe('0x0');
    expect(answer[0]!.witnesses[0]!.proofs).toEqual([]);
    const signature = fromBase64(answer[0]!.witnesses[0]!.signature);
    expect(verifyBlockWitness(devnet.chain.tip.header, signature)).toBe(true);
  });
});

describe('malformed epoch and witness params', () => {
  it('answer -32602 or -32000 naming what is wrong', async () => {
    const invalid = async (method: string, params: unknown[]) => (await rpc(method, params)).error;
    expect(await invalid('btc_submitEpoch', [submission({ salt: '22'.repeat(31) })])).toEqual({
      code: -32602,
      message: 'Invalid params at params[0][salt]: expected 32 bytes of hex',
    });
    expect(
      (await invalid('btc_submitEpoch', [submission({ graffiti: '55'.repeat(33) })]))?.code,
    ).toBe(-32602);
    expect((await invalid('btc_submitEpoch', [submission({ signature: '' })]))?.code).toBe(-32602);
    expect((await invalid('btc_submitEpoch', []))?.code).toBe(-32602);
    expect((await invalid('btc_getEpochByHash', ['zz']))?.code).toBe(-32602);
    expect((await invalid('btc_getEpochByHash', ['ab'.repeat(32)]))?.code).toBe(-32000);
    expect((await invalid('btc_blockWitness', ['99']))?.message).toBe('Block 99 not found');
    expect((await invalid('btc_blockWitness', ['0', 0]))?.code).toBe(-32602);
    expect((await invalid('btc_reorg', ['x']))?.code).toBe(-32602);
  });

  it('judges a well-formed submission for epoch 0 and rejects it', async () => {
    const answer = (await rpc('btc_submitEpoch', [submission({ epochNumber: '0' })])).result;
    expect(answer).toMatchObject({ status: 'rejected', message: 'Epoch 0 cannot be mined' });
  });
});
