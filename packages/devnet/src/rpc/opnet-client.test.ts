import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { networks } from '@btc-vision/bitcoin';
import { getContract, JSONRpcProvider, OP_20_ABI, type IOP20Contract } from 'opnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../devnet.ts';
import { deriveContractAddress, saltOf } from '../vm/contract-address.ts';

const network = networks.regtest;
let devnet: Devnet;
let directory: string;
let provider: JSONRpcProvider;
let token: string;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'devnet-rpc-'));
  const deployer = '0x' + '11'.repeat(32);
  token = deriveContractAddress(deployer, saltOf('TKN'));
  devnet = await startDevnet({
    port: 0,
    dataDir: directory,
    accountCount: 2,
    blockInterval: 'manual',
    seed: ({ chain, accounts }) => {
      chain.deploy({
        kind: 'OP20',
        address: token,
        deployer,
        args: {
          name: 'Token',
          symbol: 'TKN',
          maxSupply: (10n ** 30n).toString(),
          initialMints: [`${accounts[0]!.opnetAddress}:${10n ** 24n}`],
        },
      });
      chain.mine(1);
      return { contracts: { TKN: token } };
    },
  });
  provider = new JSONRpcProvider({ url: devnet.url, network });
});

afterAll(async () => {
  await provider?.close();
  await devnet?.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('the opnet client against the devnet', () => {
  it('reads, simulates, sends and mines a transfer', async () => {
    const [alice, bob] = devnet.accounts.all();
    expect(await provider.getBlockNumber()).toBe(1n);
    const contract = getContract<IOP20Contract>(
      token,
      OP_20_ABI,
      provider,
      network,
      alice!.address,
    );
    const balance = await contract.balanceOf(alice!.address);
    expect(balance.properties.balance).toBe(10n ** 24n);
    const simulation = await contract.transfer(bob!.address, 1_000n);
    const sent = await simulation.sendTransaction({
      signer: alice!.signer,
      mldsaSigner: alice!.mldsaSigner,
      refundTo: alice!.p2tr,
      maximumAllowedSatToSpend: 100_000n,
      network,
      feeRate: 2,
    });
    devnet.chain.mine(1);
    const receipt = await provider.getTransactionReceipt(sent.transactionId);
    expect(receipt.failed).toBe(false);
    expect(contract.decodeEvents(receipt.events).map((e) => e.type)).toEqual(['Transferred']);
    expect((await contract.balanceOf(bob!.address)).properties.balance).toBe(1_000n);
    const tx = await provider.getTransaction(sent.transactionId);
    expect(tx.OPNetType).toBe('Interaction');
    const block = await provider.getBlock(2, true);
    expect(block.transactions.map((t) => t.id)).toContain(sent.transactionId);
  });
});
