// The NodeReader the routes use, against a real devnet: token metadata, balances, the mempool.
import { randomBytes } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FINAL_ANCESTOR_CONFIRMATIONS,
  OpnetNodeReader,
} from '../../src/chain/opnet-node-reader.ts';
import { addressOf, DevnetWallet, type SendOptions } from '../support/devnet-chain.ts';
import {
  startDevnetProcess,
  type DevnetInfo,
  type DevnetProcess,
} from '../support/devnet-process.ts';

let devnet: DevnetProcess;
let info: DevnetInfo;
let reader: OpnetNodeReader;
let sender: DevnetWallet;

beforeAll(async () => {
  devnet = await startDevnetProcess();
  info = await devnet.info();
  reader = new OpnetNodeReader({ rpcUrl: devnet.url, network: 'regtest' });
  sender = new DevnetWallet(devnet.url, 1);
});

afterAll(async () => {
  await reader?.close();
  await sender?.close();
  await devnet?.close();
});

const contract = (name: string) => info.contracts[name] as { address: string; p2op: string };

describe('tokenMetadata', () => {
  it('reads MOTO by its 0x address and by its p2op address', async () => {
    const moto = contract('MOTO');
    const expected = {
      address: moto.address,
      p2op: moto.p2op,
      name: 'Motoswap',
      symbol: 'MOTO',
      decimals: 18,
      maxSupply: 1_000_000_000n * 10n ** 18n,
    };
    const byHex = await reader.tokenMetadata(moto.address.toUpperCase().replace('0X', '0x'));
    expect(byHex).toMatchObject(expected);
    expect(byHex?.image).toMatch(/^data:image\/svg\+xml/);
    expect(await reader.tokenMetadata(moto.p2op)).toEqual(byHex);
  });

  it('is null for a contract that is no token, an empty address and a non-address', async () => {
    expect(await reader.tokenMetadata(contract('router').address)).toBeNull();
    expect(await reader.tokenMetadata(contract('router').p2op)).toBeNull();
    expect(await reader.tokenMetadata('0x' + '11'.repeat(32))).toBeNull();
    expect(await reader.tokenMetadata('bitcoin')).toBeNull();
  });
});

describe('balances', () => {
  it("reads a devnet account's OP20 balances as the token contracts report them", async () => {
    const account = info.accounts[1] as DevnetInfo['accounts'][number];
    const tokens = [contract('MOTO').address, contract('PILL').address, contract('ODYS').address];
    const balances = await reader.tokenBalances(account.publicKey, tokens);
    for (const token of tokens) {
      const { properties } = await sender.token(token).balanceOf(addressOf(account.opnetAddress));
      expect(balances.get(token)).toBe(properties.balance);
      expect(properties.balance).toBeGreaterThan(0n);
    }
  });

  it('gives 0 of each token to a key the chain never saw, and 0 sats', async () => {
    const stranger = Buffer.from(
      secp256k1.getPublicKey(secp256k1.utils.randomSecretKey(), true),
    ).toString('hex');
    const balances = await reader.tokenBalances(stranger, [contract('MOTO').address]);
    expect(balances).toEqual(new Map([[contract('MOTO').address, 0n]]));
    expect(await reader.btcBalance(stranger)).toBe(0n);
  });

  it("reads the BTC balance of the key's taproot address", async () => {
    const account = info.accounts[0] as DevnetInfo['accounts'][number];
    const expected = BigInt(await devnet.rpc.call<string>('btc_getBalance', [account.p2tr, true]));
    expect(expected).toBeGreaterThan(0n);
    expect(await reader.btcBalance(account.publicKey)).toBe(expected);
  });
});

describe('pendingInputs', () => {
  it('lists what a pending interaction and its unmined funding spend, still once mined; null once final', async () => {
    // The account's coins final: only the two pending transactions' inputs are listed.
    await devnet.mine(FINAL_ANCESTOR_CONFIRMATIONS);
    const utxos = await sender.freshUtxos();
    const sent = await sender.broadcast(
      sender
        .token(contract('MOTO').address)
        .transfer(addressOf(info.accounts[2]!.opnetAddress), 1n),
    );
    const inputs = await reader.pendingInputs(sent.transactionId);
    const spent = sent.fundingInputUtxos.map((utxo) => `${utxo.transactionId}:${utxo.outputIndex}`);
    expect(spent.length).toBeGreaterThan(0);
    const listed = (inputs ?? []).map((input) => `${input.transactionId}:${input.outputIndex}`);
    // The funding transaction's inputs (account UTXOs) and the interaction's own input.
    expect(listed).toEqual(expect.arrayContaining(spent));
    expect(listed.length).toBe(spent.length + 1);
    expect(utxos.map((utxo) => `${utxo.transactionId}:${utxo.outputIndex}`)).toEqual(
      expect.arrayContaining(spent),
    );

    // A reorg may still take it out of the chain: what it spent is still listed.
    await devnet.mine();
    expect(await reader.pendingInputs(sent.transactionId)).toEqual(inputs);
    await devnet.mine(FINAL_ANCESTOR_CONFIRMATIONS - 1);
    expect(await reader.pendingInputs(sent.transactionId)).toBeNull();
    expect(await reader.pendingInputs(randomBytes(32).toString('hex'))).toBeNull();
  });
});

describe('pendingInputs across a parent', () => {
  const spent = (utxos: readonly { transactionId: string; outputIndex: number }[]) =>
    utxos.map((utxo) => `${utxo.transactionId}:${utxo.outputIndex}`);
  const listed = (inputs: readonly { transactionId: string; outputIndex: number }[] | null) =>
    spent(inputs ?? []);
  const transfer = (utxos?: SendOptions['utxos']) =>
    sender.broadcast(
      sender
        .token(contract('MOTO').address)
        .transfer(addressOf(info.accounts[3]!.opnetAddress), 1n),
      utxos ? { utxos } : {},
    );

  it('lists what a shallowly mined parent spent: a reorg may replace it', async () => {
    const parent = await transfer();
    await devnet.mine();
    const child = await transfer(parent.newUTXOs);
    const inputs = listed(await reader.pendingInputs(child.transactionId));
    expect(inputs).toEqual(expect.arrayContaining(spent(parent.newUTXOs)));
    expect(inputs).toEqual(expect.arrayContaining(spent(parent.fundingInputUtxos)));
    await devnet.mine();
  });

  it(`stops at a parent with ${FINAL_ANCESTOR_CONFIRMATIONS} confirmations`, async () => {
    const parent = await transfer();
    await devnet.mine(FINAL_ANCESTOR_CONFIRMATIONS);
    const child = await transfer(parent.newUTXOs);
    const inputs = listed(await reader.pendingInputs(child.transactionId));
    expect(inputs).toEqual(expect.arrayContaining(spent(parent.newUTXOs)));
    expect(inputs).not.toEqual(expect.arrayContaining(spent(parent.fundingInputUtxos)));
    await devnet.mine();
  });
});
