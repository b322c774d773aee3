import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { address as bitcoinAddress } from '@btc-vision/bitcoin';
import {
  Block,
  BlockGasParameters,
  ContractData,
  JSONRpcProvider,
  MempoolTransactionParser,
  TransactionParser,
  TransactionReceipt,
} from 'opnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigintFromBytes, fromBase64, toBase64, toHex } from '../bytes.ts';
import { p2opOf } from '../chain/contract-directory.ts';
import {
  buildCall,
  COUNTER,
  counterDeployment,
  CounterVm,
  FAIL,
  INCREMENT,
  network,
  READ,
  spendP2tr,
} from '../../test/support/counter-chain.ts';
import { startDevnet, type Devnet } from '../devnet.ts';
import { storagePointer } from '../vm/storage-pointer.ts';

let devnet: Devnet;
let vm: CounterVm;
let directory: string;
let provider: JSONRpcProvider;

interface RpcAnswer {
  result?: unknown;
  error?: { code: number; message: string };
}

async function rpc(method: string, params: unknown[] = []): Promise<RpcAnswer> {
  const response = await fetch(`${devnet.url}/api/v1/json-rpc`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await response.json()) as RpcAnswer;
}

async function result<T>(method: string, params: unknown[] = []): Promise<T> {
  const answer = await rpc(method, params);
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result as T;
}

const accounts = () => devnet.accounts.all();

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'devnet-methods-'));
  vm = new CounterVm();
  devnet = await startDevnet({
    port: 0,
    dataDir: directory,
    accountCount: 3,
    vm,
    genesis: { deployments: [counterDeployment] },
    seed: ({ chain, accounts: list }) => {
      chain.faucet(list[0]!.p2tr, 100_000_000n);
      chain.mine(1);
      return { contracts: { Counter: COUNTER } };
    },
  });
  provider = new JSONRpcProvider({ url: devnet.url, network });
});

afterAll(async () => {
  await provider?.close();
  await devnet?.close();
  rmSync(directory, { recursive: true, force: true });
});

/** A fresh confirmed coin of 1 BTC for alice. */
function aliceCoin() {
  const paid = devnet.chain.faucet(accounts()[0]!.p2tr, 100_000_000n);
  devnet.chain.mine(1);
  return { ...paid, value: 100_000_000n };
}

describe('chain methods', () => {
  it('btc_blockNumber, btc_chainId and btc_gas in the shapes the client parses', async () => {
    expect(await result('btc_blockNumber')).toBe('0x1');
    expect(await provider.getBlockNumber()).toBe(1n);
    expect(await result('btc_chainId')).toBe('0x0');
    const gas = new BlockGasParameters(await result('btc_gas'));
    expect(gas.blockNumber).toBe(2n);
    expect(gas.gasPerSat).toBeGreaterThan(0n);
    expect(gas.bitcoin.conservative).toBeGreaterThan(0);
  });

  it('btc_preimage serves a challenge the client accepts', async () => {
    const challenge = await provider.getChallenge();
    expect(challenge.epochNumber).toBe(0n);
  });
});

describe('block methods', () => {
  it('btc_getBlockByNumber and btc_getBlockByHash, with and without transactions', async () => {
    const tip = devnet.chain.tip.header;
    const block = await provider.getBlock(1, true);
    expect(block).toBeInstanceOf(Block);
    expect(block.hash).toBe(tip.hash);
    expect(block.transactions).toHaveLength(1);
    expect(block.transactions[0]?.OPNetType).toBe('Generic');
    expect(new Block(await result('btc_getBlockByNumber', [-1]), network).hash).toBe(tip.hash);
    const byHash = await result<{ transactions: unknown[]; deployments: string[] }>(
      'btc_getBlockByHash',
      [tip.hash, false],
    );
    expect(byHash.transactions).toEqual([]);
    const genesis = await provider.getBlock(0);
    expect(genesis.deployments.map((a) => a.toHex())).toEqual([COUNTER]);
    expect(block.previousBlockHash).toBe(genesis.hash);
  });

  it('answers unknown blocks and malformed params with JSON-RPC errors', async () => {
    expect((await rpc('btc_getBlockByNumber', [99])).error).toEqual({
      code: -32000,
      message: 'Block 99 not found',
    });
    expect((await rpc('btc_getBlockByHash', ['zz'])).error?.code).toBe(-32602);
    expect((await rpc('btc_getBlockByNumber', [{}])).error?.code).toBe(-32602);
    expect((await rpc('btc_getBlockByNumber', [])).error?.code).toBe(-32602);
  });
});

describe('address, mempool and transaction methods', () => {
  it('follows a payment from the mempool into a block', async () => {
    const [alice, bob] = accounts();
    const raw = spendP2tr(
      alice!,
      [aliceCoin()],
      [
        { address: bob!.p2tr, value: 30_000_000n },
        { address: alice!.p2tr, value: 69_990_000n },
      ],
    );
    const sent = await result<{ success: boolean; result: string; peers: number }>(
      'btc_sendRawTransaction',
      [toHex(raw), false],
    );
    expect(sent).toMatchObject({ success: true, peers: 0 });
    const txid = sent.result;

    expect(await provider.getMempoolInfo()).toEqual({ count: 1, opnetCount: 0, size: raw.length });
    const pending = await provider.getPendingTransaction(txid);
    expect(pending?.id).toBe(txid);
    expect(pending?.outputs[0]?.address).toBe(bob!.p2tr);
    expect(
      MempoolTransactionParser.parseTransaction(await result('btc_getPendingTransaction', [txid]))
        .raw,
    ).toBe(toHex(raw));
    expect(await provider.getPendingTransaction('ab'.repeat(32))).toBeNull();
    const latest = await result<{ transactions: { id: string }[] }>(
      'btc_getLatestPendingTransactions',
      [bob!.p2tr, null, 10],
    );
    expect(latest.transactions.map((t) => t.id)).toEqual([txid]);

    const bobUtxos = await provider.utxoManager.getUTXOs({ address: bob!.p2tr });
    expect(bobUtxos.map((u) => [u.transactionId, u.outputIndex, u.value])).toEqual([
      [txid, 0, 30_000_000n],
    ]);
    expect(toHex(bobUtxos[0]!.nonWitnessUtxo as Uint8Array)).toBe(toHex(raw));
    type Listed = { transactionId: string; raw: number };
    const aliceRaw = await result<{
      confirmed: Listed[];
      pending: Listed[];
      spentTransactions: unknown[];
      raw: string[];
    }>('btc_getUTXOs', [alice!.p2tr, true]);
    expect(aliceRaw.spentTransactions).toHaveLength(1);
    expect(aliceRaw.pending.map((u) => u.transactionId)).toEqual([txid]);
    const listed = [...aliceRaw.confirmed, ...aliceRaw.pending];
    expect(aliceRaw.raw).toHaveLength(new Set(listed.map((u) => u.transactionId)).size);
    expect(aliceRaw.raw[aliceRaw.pending[0]!.raw]).toBe(toBase64(raw));

    expect((await rpc('btc_getTransactionByHash', [txid])).error?.message).toMatch(
      /pending in the mempool/,
    );
    await result('devnet_mine', [1]);
    expect(await provider.getBalance(bob!.p2tr)).toBe(30_000_000n);
    const tx = TransactionParser.parseTransaction(
      await result('btc_getTransactionByHash', [txid]),
      network,
    );
    expect(tx.id).toBe(txid);
    expect(tx.OPNetType).toBe('Generic');
    expect(tx.outputs[0]?.value).toBe(30_000_000n);
    expect(tx.blockNumber).toBe(BigInt(devnet.chain.height));
    const receipt = new TransactionReceipt(
      await result('btc_getTransactionReceipt', [txid]),
      network,
    );
    expect(receipt.failed).toBe(false);
    expect(await result('devnet_transactionStatus', [txid])).toMatchObject({
      status: 'mined',
      blockNumber: '0x' + devnet.chain.height.toString(16),
    });
  });

  it('answers refused packages as a node does, and remembers replaced transactions', async () => {
    const [alice, bob, carol] = accounts();
    const coin = aliceCoin();
    const first = spendP2tr(alice!, [coin], [{ address: bob!.p2tr, value: coin.value - 10_000n }]);
    const ok = await result<{
      success: boolean;
      sequentialResults: { txid: string; success: boolean }[];
    }>('btc_sendRawTransactionPackage', [[toHex(first)], true]);
    expect(ok.success).toBe(true);
    const firstId = ok.sequentialResults[0]!.txid;

    const cheaper = spendP2tr(
      alice!,
      [coin],
      [{ address: carol!.p2tr, value: coin.value - 10_000n }],
    );
    const refused = await result<{ success: boolean; error: string }>(
      'btc_sendRawTransactionPackage',
      [[toHex(cheaper)]],
    );
    expect(refused.success).toBe(false);
    expect(refused.error).toMatch(/^insufficient fee, rejecting replacement/);

    const unknown = spendP2tr(
      alice!,
      [{ txid: 'cd'.repeat(32), vout: 0, value: 5_000n }],
      [{ address: bob!.p2tr, value: 1_000n }],
    );
    const missing = await result<{ success: boolean; error: string; sequentialResults: unknown[] }>(
      'btc_sendRawTransactionPackage',
      [[toHex(unknown)], true],
    );
    expect(missing).toMatchObject({ success: false, error: 'bad-txns-inputs-missingorspent' });

    const better = spendP2tr(
      alice!,
      [coin],
      [{ address: carol!.p2tr, value: coin.value - 100_000n }],
    );
    const replaced = await result<{ success: boolean; sequentialResults: { txid: string }[] }>(
      'btc_sendRawTransactionPackage',
      [[toHex(better)]],
    );
    expect(replaced.success).toBe(true);
    expect(await result('devnet_transactionStatus', [firstId])).toEqual({
      status: 'replaced',
      replacedBy: replaced.sequentialResults[0]!.txid,
    });
    expect((await rpc('btc_getTransactionByHash', [firstId])).error?.message).toMatch(
      /replaced by/,
    );
    expect((await rpc('btc_sendRawTransactionPackage', [[]])).error?.code).toBe(-32602);
    expect((await rpc('btc_sendRawTransactionPackage', [['xyz']])).error?.code).toBe(-32602);
    await result('devnet_mine', [1]);
  });

  it('btc_publicKeyInfo resolves accounts and contract p2op addresses', async () => {
    const [alice] = accounts();
    const resolved = await provider.getPublicKeyInfo(alice!.p2tr, false);
    expect(resolved?.toHex()).toBe(alice!.opnetAddress);
    const contract = await provider.getPublicKeyInfo(p2opOf(COUNTER, network), true);
    expect(contract?.toHex()).toBe(COUNTER);
  });
});

describe('state methods', () => {
  it('btc_call runs against the tip, a past height, with simulated outputs and a sender', async () => {
    const [alice, bob] = accounts();
    const coin = aliceCoin();
    const built = await buildCall(devnet.chain, alice!, coin, INCREMENT(6));
    const sent = await provider.sendRawTransactionPackage([
      built.fundingTransaction,
      built.interactionTransaction,
    ]);
    expect(sent.success).toBe(true);
    await result('devnet_mine', [1]);
    const height = devnet.chain.height;

    const read = async (at?: number) => {
      const call = await provider.call(COUNTER, READ, undefined, at);
      if ('error' in call) throw new Error(call.error);
      return call.result.readU8();
    };
    expect(await read()).toBe(6);
    expect(await read(height - 1)).toBe(0);

    const answer = await result<{ result: string; events: object; estimatedGas: string }>(
      'btc_call',
      [
        p2opOf(COUNTER, network),
        toHex(INCREMENT(3)) + '000000',
        alice!.opnetAddress,
        null,
        null,
        {
          inputs: [
            {
              txId: toBase64(Uint8Array.from(Buffer.from(coin.txid, 'hex'))),
              outputIndex: 0,
              scriptSig: '',
              witnesses: [],
              flags: 0,
            },
          ],
          outputs: [{ index: 1, to: bob!.p2tr, value: '777', flags: 1 }],
        },
        null,
      ],
    );
    expect(fromBase64(answer.result)[0]).toBe(9);
    expect(answer.estimatedGas).toBe('0x3e8');
    expect(Object.keys(answer.events)).toEqual([COUNTER]);
    const context = vm.contexts.at(-1);
    expect(context?.sender).toBe(alice!.opnetAddress);
    expect(context?.blockNumber).toBe(BigInt(height + 1));
    expect(context?.outputs).toEqual([
      {
        index: 1,
        value: 777n,
        address: bob!.p2tr,
        script: bitcoinAddress.toOutputScript(bob!.p2tr, network),
      },
    ]);
    expect(context?.inputs).toEqual([{ txid: coin.txid, vout: 0, sequence: 0xffffffff }]);
    expect(vm.valueOf(COUNTER)).toBe(6);
  });

  it('btc_call reports a revert the way the client turns into an error', async () => {
    expect(await provider.call(COUNTER, FAIL.length === 1 ? toHex(FAIL) + '000000' : '')).toEqual({
      error: 'Counter: nope',
    });
    expect((await rpc('btc_call', ['0x' + '99'.repeat(32), '00000000'])).error).toEqual({
      code: -32000,
      message: `Contract 0x${'99'.repeat(32)} not found.`,
    });
    expect((await rpc('btc_call', [COUNTER, 'xyz'])).error?.code).toBe(-32602);
    expect((await rpc('btc_call', [COUNTER, '01000000', 'not-an-address'])).error?.code).toBe(
      -32602,
    );
    expect((await rpc('btc_call', [COUNTER, '03000000', null, null, '999'])).error?.message).toBe(
      'Block 999 not found',
    );
  });

  it('records a mined revert in the receipt', async () => {
    const [alice] = accounts();
    const built = await buildCall(devnet.chain, alice!, aliceCoin(), FAIL);
    await provider.sendRawTransactionPackage([
      built.fundingTransaction,
      built.interactionTransaction,
    ]);
    await result('devnet_mine', [1]);
    const receipt = await provider.getTransactionReceipt(built.interactionTxid);
    expect(receipt.failed).toBe(true);
    expect(receipt.revert).toBe('Counter: nope');
    const tx = await provider.getTransaction(built.interactionTxid);
    expect(tx.OPNetType).toBe('Interaction');
    expect(tx.revert).toBe('Counter: nope');
  });

  it('btc_getStorageAt reads a slot of the contract state at the tip or a past block', async () => {
    const before = devnet.chain.height;
    const [alice] = accounts();
    const built = await buildCall(devnet.chain, alice!, aliceCoin(), INCREMENT(2));
    await provider.sendRawTransactionPackage([
      built.fundingTransaction,
      built.interactionTransaction,
    ]);
    await result('devnet_mine', [1]);
    const value = vm.valueOf(COUNTER)!;
    const pointer = bigintFromBytes(storagePointer('value'));

    const stored = await provider.getStorageAt(COUNTER, pointer);
    expect(stored.pointer).toBe(pointer);
    expect(bigintFromBytes(stored.value)).toBe(BigInt(value));
    expect(stored.value).toHaveLength(32);
    expect(stored.height).toBe(BigInt(devnet.chain.height));
    expect(stored.proofs).toEqual([]);
    const past = await provider.getStorageAt(p2opOf(COUNTER, network), pointer, false, before);
    expect(bigintFromBytes(past.value)).toBe(BigInt(value - 2));
    expect(past.height).toBe(BigInt(before));
    const unset = await provider.getStorageAt(COUNTER, bigintFromBytes(storagePointer('nope')));
    expect(unset.value).toEqual(new Uint8Array(32));

    expect((await rpc('btc_getStorageAt', [COUNTER, 'AAAA', true])).error?.code).toBe(-32602);
    const pointerText = toBase64(storagePointer('value'));
    expect((await rpc('btc_getStorageAt', ['0x' + '97'.repeat(32), pointerText])).error).toEqual({
      code: -32000,
      message: `Contract 0x${'97'.repeat(32)} not found.`,
    });
    expect((await rpc('btc_getStorageAt', [COUNTER, pointerText, true, '999'])).error).toEqual({
      code: -32000,
      message: 'Block 999 not found',
    });
  });

  it('btc_getCode describes a contract', async () => {
    const code = await provider.getCode(COUNTER);
    expect(code).toBeInstanceOf(ContractData);
    expect((code as ContractData).contractPublicKey.toHex()).toBe(COUNTER);
    const bytecode = await provider.getCode(p2opOf(COUNTER, network), true);
    expect(new TextDecoder().decode(bytecode as Uint8Array)).toBe('opswap-devnet:Counter');
    await expect(provider.getCode('0x' + '98'.repeat(32))).rejects.toThrow(/not found/);
  });
});

describe('devnet methods', () => {
  it('devnet_info lists the network, mnemonic, contracts and accounts', async () => {
    const info = await result<{
      network: string;
      mnemonic: string;
      contracts: object;
      accounts: { index: number; p2tr: string }[];
    }>('devnet_info');
    expect(info.network).toBe('regtest');
    expect(info.mnemonic).toBe(devnet.accounts.mnemonic);
    expect(info.contracts).toEqual({
      Counter: { address: COUNTER, p2op: p2opOf(COUNTER, network) },
    });
    expect(info.accounts.map((a) => a.index)).toEqual([0, 1, 2]);
    expect(info.accounts[0]).toMatchObject({
      p2tr: accounts()[0]!.p2tr,
      privateKey: accounts()[0]!.wif,
    });
  });

  it('devnet_faucet pays any address, pending until the next block', async () => {
    const target = accounts()[2]!.wallet.p2wpkh;
    const before = await provider.getBalance(target);
    const paid = await result<{ txid: string; vout: number; value: string }>('devnet_faucet', [
      target,
      '12345',
    ]);
    expect(paid).toMatchObject({ vout: 0, value: '12345' });
    await result('devnet_mine');
    expect((await provider.getBalance(target)) - before).toBe(12_345n);
    expect((await rpc('devnet_faucet', ['nonsense', 5])).error?.code).toBe(-32602);
    expect((await rpc('devnet_faucet', [target, 0])).error?.code).toBe(-32602);
  });

  it('devnet_snapshot and devnet_revert go back in time, devnet_reorg re-mines', async () => {
    const id = await result<string>('devnet_snapshot');
    const height = devnet.chain.height;
    const mined = await result<{ blockNumber: string; blocks: string[] }>('devnet_mine', [3]);
    expect(mined.blockNumber).toBe('0x' + (height + 3).toString(16));
    expect(mined.blocks).toHaveLength(3);
    expect(await result('devnet_revert', [id])).toBe(true);
    expect(devnet.chain.height).toBe(height);
    expect(await result('devnet_revert', [id])).toBe(false);

    const [block] = (await result<{ blocks: string[] }>('devnet_mine', [1])).blocks;
    const reorg = await result<{ blockNumber: string; removed: string[] }>('devnet_reorg', [1]);
    expect(reorg).toEqual({ blockNumber: '0x' + height.toString(16), removed: [block] });
    expect((await rpc('devnet_reorg', [0])).error?.code).toBe(-32602);

    const first = BigInt(height + 1);
    const both = await provider.getReorg(first);
    expect(both.map((r) => [r.fromBlock, r.toBlock])).toEqual([
      [first, first + 2n],
      [first, first],
    ]);
    expect(both[1]!.timestamp).toBeGreaterThanOrEqual(both[0]!.timestamp);
    expect(Math.abs(both[1]!.timestamp - Date.now())).toBeLessThan(60_000);
    expect((await provider.getReorg(first, first)).map((r) => r.toBlock)).toEqual([first]);
    expect(await provider.getReorg(first + 1n)).toEqual([]);
  });

  it("devnet_hold keeps a transaction, or an address's interactions, out of blocks until released", async () => {
    const [alice, bob] = accounts();
    const status = async (txid: string) =>
      (await result<{ status: string }>('devnet_transactionStatus', [txid])).status;

    // By address: the interaction waits, its funding transaction is mined.
    expect(await result('devnet_hold', [alice!.p2tr])).toEqual({ held: [expect.any(String)] });
    const built = await buildCall(devnet.chain, alice!, aliceCoin(), INCREMENT(1));
    const sent = await provider.sendRawTransactionPackage([
      built.fundingTransaction,
      built.interactionTransaction,
    ]);
    const [funding, interaction] = sent.sequentialResults!.map((r) => r.txid as string);
    await result('devnet_mine', [2]);
    expect(await status(funding!)).toBe('mined');
    expect(await status(interaction!)).toBe('pending');
    expect(await result('devnet_release', [alice!.p2tr])).toEqual({ held: [] });
    await result('devnet_mine', [1]);
    expect(await status(interaction!)).toBe('mined');

    // By txid: the payment and what spends it wait; release with no params frees everything.
    const coin = aliceCoin();
    const payment = spendP2tr(alice!, [coin], [{ address: bob!.p2tr, value: coin.value - 1_000n }]);
    const [paymentId] = (
      await result<{ sequentialResults: { txid: string }[] }>('btc_sendRawTransactionPackage', [
        [toHex(payment)],
      ])
    ).sequentialResults.map((r) => r.txid);
    await result('devnet_hold', [paymentId]);
    await result('devnet_mine', [1]);
    expect(await status(paymentId!)).toBe('pending');
    expect(await result('devnet_release')).toEqual({ held: [] });
    await result('devnet_mine', [1]);
    expect(await status(paymentId!)).toBe('mined');
    expect((await rpc('devnet_hold', ['nonsense'])).error?.code).toBe(-32602);
  });

  it('devnet_setBlockInterval switches between manual and timed blocks', async () => {
    expect(await result('devnet_setBlockInterval', [60_000])).toEqual({ blockInterval: 60_000 });
    expect(devnet.producer.interval).toBe(60_000);
    expect(await result('devnet_setBlockInterval', ['manual'])).toEqual({
      blockInterval: 'manual',
    });
    expect((await rpc('devnet_setBlockInterval', [-5])).error?.code).toBe(-32602);
    expect((await rpc('devnet_mine', [0])).error?.code).toBe(-32602);
  });
});
