import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCall,
  COUNTER,
  counterDeployment,
  CounterVm,
  devAccounts,
  FAIL,
  fund,
  hexBytes,
  INCREMENT,
  spendP2tr,
  type Coin,
} from '../../test/support/counter-chain.ts';
import { startDevnet, type Devnet } from '../devnet.ts';

let devnet: Devnet;
let dataDir: string;
const alice = devAccounts.account(0);
const bob = devAccounts.account(1);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'devnet-explorer-'));
  devnet = await startDevnet({
    port: 0,
    dataDir,
    accountCount: 2,
    vm: new CounterVm(),
    genesis: { deployments: [counterDeployment] },
    seed: () => ({ contracts: { Counter: COUNTER } }),
  });
});

afterAll(async () => {
  await devnet.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(devnet.url + path, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A plain payment from alice to bob, left in the mempool. */
function sendPayment(coin: Coin, sats: bigint): string {
  const raw = spendP2tr(alice, [coin], [{ address: bob.p2tr, value: sats }]);
  const [outcome] = devnet.chain.submit([raw], { atomic: false });
  expect(outcome?.error).toBeNull();
  return outcome?.txid as string;
}

describe('the explorer API (mempool.space style)', () => {
  it('answers a transaction status before and after it is mined', async () => {
    const txid = sendPayment(fund(devnet.chain, alice, 100_000n), 90_000n);

    const pending = await get(`/explorer/api/tx/${txid}/status`);
    expect(pending.status).toBe(200);
    expect(pending.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(pending.text)).toEqual({ confirmed: false });

    const [block] = devnet.chain.mine(1);
    const mined = await get(`/explorer/api/tx/${txid}/status`);
    expect(JSON.parse(mined.text)).toEqual({
      confirmed: true,
      block_height: block?.header.height,
      block_hash: block?.header.hash,
      block_time: block?.header.time,
    });
  });

  it("answers 404 'Transaction not found' for an unknown transaction", async () => {
    const answer = await get(`/explorer/api/tx/${'ab'.repeat(32)}/status`);
    expect(answer.status).toBe(404);
    expect(answer.text).toBe('Transaction not found');
  });

  it('answers the tip height and hash as plain text', async () => {
    expect((await get('/explorer/api/blocks/tip/height')).text).toBe(String(devnet.chain.height));
    expect((await get('/explorer/api/blocks/tip/hash')).text).toBe(devnet.chain.tip.header.hash);
  });

  it('lets a localhost web origin read it (CORS)', async () => {
    const answer = await get('/explorer/api/blocks/tip/height', {
      Origin: 'http://localhost:8080',
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
  });
});

describe('the explorer pages', () => {
  it('shows a payment in the mempool, then in its block, on every transaction path', async () => {
    const txid = sendPayment(fund(devnet.chain, alice, 200_000n), 150_000n);

    const pending = await get(`/explorer/tx/${txid}`);
    expect(pending.status).toBe(200);
    expect(pending.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(pending.text).toContain('<title>');
    expect(pending.text).toContain('opswap devnet explorer');
    expect(pending.text).toContain(txid);
    expect(pending.text).toContain('In mempool');
    expect((await get('/explorer')).text).toContain(txid);

    const [block] = devnet.chain.mine(1);
    const height = block?.header.height as number;
    for (const path of [`/explorer/tx/${txid}`, `/explorer/transactions/${txid}?network=x`]) {
      const mined = await get(path);
      expect(mined.status).toBe(200);
      expect(mined.text).toContain(txid);
      expect(mined.text).toContain('Confirmed');
      expect(mined.text).toContain(`href="/explorer/block/${height}"`);
      expect(mined.text).toContain('0.0015 BTC');
      expect(mined.text).toContain('development account 1');
    }

    const blockPage = await get(`/explorer/block/${height}`);
    expect(blockPage.status).toBe(200);
    expect(blockPage.text).toContain(`Block ${height}`);
    expect(blockPage.text).toContain(block?.header.hash);
    expect(blockPage.text).toContain(`href="/explorer/tx/${txid}"`);
    expect((await get(`/explorer/block/${block?.header.hash}`)).text).toContain(`Block ${height}`);

    const home = await get('/explorer/');
    expect(home.text).toContain(`<span data-testid="tip-height">${devnet.chain.height}</span>`);
    expect(home.text).toContain(`href="/explorer/block/${height}"`);

    for (const path of [`/explorer/address/${bob.p2tr}`, `/explorer/accounts/${bob.p2tr}`]) {
      const address = await get(path);
      expect(address.status).toBe(200);
      expect(address.text).toContain(bob.p2tr);
      expect(address.text).toContain(`href="/explorer/tx/${txid}"`);
      expect(address.text).toContain('0.0015 BTC');
    }
  });

  it('shows an OP_NET interaction: contract, sender, gas, events, and a revert', async () => {
    const coin = fund(devnet.chain, alice, 1_000_000n);
    const built = await buildCall(devnet.chain, alice, coin, INCREMENT(5));
    devnet.chain.submit(
      [hexBytes(built.fundingTransaction), hexBytes(built.interactionTransaction)],
      { atomic: true },
    );
    const inMempool = (await get(`/explorer/tx/${built.interactionTxid}`)).text;
    expect(inMempool).toContain('OP_NET interaction');
    expect(inMempool).toContain('Not executed yet');
    devnet.chain.mine(1);

    const page = (await get(`/explorer/tx/${built.interactionTxid}`)).text;
    expect(page).toContain('OP_NET interaction');
    expect(page).toContain(COUNTER);
    expect(page).toContain('(Counter)');
    expect(page).toContain(alice.p2tr);
    expect(page).toContain('Success');
    expect(page).toContain('Incremented');
    expect(page).toContain('Gas used');

    const failing = await buildCall(devnet.chain, alice, built.change[0] as Coin, FAIL);
    devnet.chain.submit(
      [hexBytes(failing.fundingTransaction), hexBytes(failing.interactionTransaction)],
      { atomic: true },
    );
    devnet.chain.mine(1);
    const reverted = (await get(`/explorer/tx/${failing.interactionTxid}`)).text;
    expect(reverted).toContain('Reverted');
    expect(reverted).toContain('Counter: nope');

    const contract = await get(`/explorer/address/${COUNTER}`);
    expect(contract.status).toBe(200);
    expect(contract.text).toContain('Counter');
    expect(contract.text).toContain(`href="/explorer/tx/${built.interactionTxid}"`);
  });

  it('answers unknown things with an escaped 404 page', async () => {
    const unknownTx = await get(`/explorer/tx/${'cd'.repeat(32)}`);
    expect(unknownTx.status).toBe(404);
    expect(unknownTx.text).toContain('not found');
    expect((await get('/explorer/block/999999')).status).toBe(404);
    expect((await get('/explorer/nope/1')).status).toBe(404);

    const hostile = await get(`/explorer/address/${encodeURIComponent('<script>x</script>')}`);
    expect(hostile.status).toBe(404);
    expect(hostile.text).not.toContain('<script>');
    expect(hostile.text).toContain('&lt;script&gt;');
  });

  it('sends a search to the block, transaction or address it names', async () => {
    const search = async (q: string) =>
      (await get(`/explorer/search?q=${encodeURIComponent(q)}`)).headers.get('location');
    expect(await search('3')).toBe('/explorer/block/3');
    expect(await search(devnet.chain.blockAt(2)?.header.hash as string)).toBe('/explorer/block/2');
    expect(await search(bob.p2tr)).toBe(`/explorer/address/${bob.p2tr}`);
    const txid = devnet.chain.blockAt(1)?.transactions[0]?.txid as string;
    expect(await search(txid)).toBe(`/explorer/tx/${txid}`);
  });

  it('leaves JSON-RPC where it was', async () => {
    const response = await fetch(`${devnet.url}/api/v1/json-rpc`, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'btc_blockNumber', params: [] }),
    });
    expect(await response.json()).toMatchObject({
      result: `0x${devnet.chain.height.toString(16)}`,
    });
    expect((await get('/nope')).status).toBe(404);
  });
});
