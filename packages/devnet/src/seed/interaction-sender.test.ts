import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OP_20_ABI } from 'opnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevAccount } from '../accounts/dev-accounts.ts';
import { startDevnet, type Devnet } from '../devnet.ts';
import { deriveContractAddress, saltOf } from '../vm/contract-address.ts';
import { calldataEncoder, toAddress } from './calldata.ts';
import { estimatedSatGas, InteractionSender } from './interaction-sender.ts';

const BALANCE = 1_000n;
let devnet: Devnet;
let directory: string;
let token: string;
let alice: DevAccount;
let bob: DevAccount;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'devnet-sender-'));
  devnet = await startDevnet({
    port: 0,
    dataDir: directory,
    accountCount: 2,
    blockInterval: 'manual',
    seed: ({ chain, accounts }) => {
      const deployer = accounts[0]!.opnetAddress;
      token = deriveContractAddress(deployer, saltOf('TKN'));
      chain.deploy({
        kind: 'OP20',
        address: token,
        deployer,
        args: {
          name: 'Token',
          symbol: 'TKN',
          maxSupply: '1000000',
          initialMints: [`${deployer}:${BALANCE}`],
        },
      });
      chain.mine(1);
    },
  });
  [alice, bob] = devnet.accounts.all() as [DevAccount, DevAccount];
});

afterAll(async () => {
  await devnet?.close();
  rmSync(directory, { recursive: true, force: true });
});

const transfer = (amount: bigint) =>
  calldataEncoder(OP_20_ABI, token).encode('transfer', [toAddress(bob.opnetAddress), amount]);

describe('InteractionSender', () => {
  it('prices gas as the opnet client does', () => {
    // The figure measured with the client: gasPerSat 1e6 and 5e10 gas give 58823 sats.
    expect(estimatedSatGas(50_000_000_000n, 1_000_000n)).toBe(58_823n);
    expect(estimatedSatGas(1n, 1_000_000n)).toBe(297n);
  });

  it('sends chained interactions from one account and mines them into one block', async () => {
    const sender = new InteractionSender(devnet.chain);
    const first = await sender.send(alice, token, transfer(100n), 'first transfer');
    const second = await sender.send(alice, token, transfer(200n), 'second transfer');
    const block = sender.mine();
    const mined = block.transactions.filter((tx) => tx.receipt).map((tx) => tx.txid);
    expect(mined).toEqual([first, second]);
    expect(sender.mined.map((m) => m.label)).toEqual(['first transfer', 'second transfer']);
  });

  it('pays extra outputs after output 0, and reads the receipt events back', async () => {
    const sender = new InteractionSender(devnet.chain);
    const before = devnet.chain.balance(bob.p2tr);
    const txid = await sender.send(alice, token, transfer(1n), 'transfer with a payment', [
      { address: bob.p2tr, value: 12_345n },
    ]);
    sender.mine();
    expect(devnet.chain.balance(bob.p2tr)).toBe(before + 12_345n);
    const found = devnet.chain.findTransaction(txid);
    expect(found?.status === 'mined' && found.transaction.decoded.transaction.outputs[1]).toEqual(
      expect.objectContaining({ index: 1, value: 12_345n, address: bob.p2tr }),
    );
    expect(sender.events(txid).map((event) => event.type)).toEqual(['Transferred']);
  });

  it('refuses to send a call whose simulation reverts', async () => {
    const sender = new InteractionSender(devnet.chain);
    await expect(sender.send(bob, token, transfer(BALANCE * 10n), 'too much')).rejects.toThrow(
      /Seed: too much would revert: /,
    );
  });

  it('fails loudly when a sent interaction reverts at inclusion', async () => {
    const sender = new InteractionSender(devnet.chain);
    // Each simulates alone against the tip; together they spend more than alice holds.
    await sender.send(alice, token, transfer(600n), 'spend most');
    await sender.send(alice, token, transfer(600n), 'spend it again');
    expect(() => sender.mine()).toThrow(/Seed: spend it again failed: /);
  });
});
