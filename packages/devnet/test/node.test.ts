// The node under the opnet client: BTC balances and UTXOs, double spends, replacement by fee,
// reorgs, snapshots, and a restart after SIGKILL of the real `npm run devnet` process.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Transaction } from '@btc-vision/bitcoin';
import type { UTXO } from 'opnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevAccount } from '../src/accounts/dev-accounts.ts';
import { REPO_ROOT } from '../src/config.ts';
import { AccountClient } from './support/account-client.ts';
import { startTestDevnet, type TestDevnet } from './support/test-devnet.ts';

let net: TestDevnet;
let alice: AccountClient;
let bob: AccountClient;
let carol: AccountClient;
let dave: AccountClient;
let token: string;

beforeAll(async () => {
  net = await startTestDevnet({ accountCount: 4 });
  [alice, bob, carol, dave] = net.accounts.map(
    (account) => new AccountClient(net.url, account),
  ) as [AccountClient, AccountClient, AccountClient, AccountClient];
  token = net.world.tokens.AAA;
});

afterAll(async () => {
  await Promise.all([alice, bob, carol, dave].map((client) => client?.close()));
  await net?.close();
});

const sum = (utxos: readonly UTXO[]): bigint => utxos.reduce((total, u) => total + u.value, 0n);
const outpoint = (utxo: UTXO): string => `${utxo.transactionId}:${utxo.outputIndex}`;

/** The account's UTXOs as the node reports them now (the client's 10 s cache dropped). */
async function freshUtxos(client: AccountClient): Promise<UTXO[]> {
  client.provider.utxoManager.clean();
  return client.provider.utxoManager.getUTXOs({ address: client.account.p2tr });
}

async function btcBalance(client: AccountClient): Promise<bigint> {
  return client.provider.getBalance(client.account.p2tr);
}

const status = (txid: string) =>
  net.rpc<{ status: string; replacedBy?: string }>('devnet_transactionStatus', [txid]);

/**
 * btc_getTransactionReceipt of a transaction that is not mined. The client drops the JSON-RPC
 * error and fails on the missing result, so the node's own message is read over plain JSON-RPC.
 */
const notMined = (txid: string) => net.rpc('btc_getTransactionReceipt', [txid]);

describe('BTC balances and UTXOs', () => {
  it('spend the funding inputs and gain the change once the interaction is mined', async () => {
    const balance = await btcBalance(alice);
    const before = await freshUtxos(alice);
    const sent = await alice.broadcast(alice.token(token).transfer(bob.address, 1n));
    // Pending: the confirmed balance does not move yet.
    expect(await btcBalance(alice)).toBe(balance);
    await alice.mine();

    const spent = sent.fundingInputUtxos;
    expect(spent.length).toBeGreaterThan(0);
    expect(sent.newUTXOs.length).toBeGreaterThan(0);
    expect(await btcBalance(alice)).toBe(balance - sum(spent) + sum(sent.newUTXOs));
    const after = (await freshUtxos(alice)).map(outpoint).sort();
    const expected = before
      .filter((utxo) => !spent.some((s) => outpoint(s) === outpoint(utxo)))
      .concat(sent.newUTXOs)
      .map(outpoint)
      .sort();
    expect(after).toEqual(expected);
    // Fees and the gas output really left the account.
    expect(sum(spent) - sum(sent.newUTXOs)).toBeGreaterThan(sent.estimatedFees);
  });
});

describe('double spends', () => {
  it('rejects a package spending UTXOs a mined transaction already spent', async () => {
    const first = await carol.send(carol.token(token).transfer(bob.address, 1n));
    const spent = first.sent.fundingInputUtxos;
    const again = carol.broadcast(carol.token(token).transfer(bob.address, 2n), { utxos: spent });
    await expect(again).rejects.toThrow(
      'Error sending transaction package: bad-txns-inputs-missingorspent',
    );
  });

  it('rejects a conflicting pending spend that does not pay a higher fee rate', async () => {
    const [utxo] = await freshUtxos(carol);
    const first = await carol.token(token).transfer(bob.address, 3n);
    const signed = await first.signTransaction(carol.transactionParameters({ utxos: [utxo!] }));
    const sent = await first.sendPresignedTransaction(signed);
    const second = await carol.token(token).transfer(bob.address, 4n);
    await expect(carol.broadcast(second, { utxos: [utxo!], feeRate: 2 })).rejects.toThrow(
      /Error sending transaction package: insufficient fee, rejecting replacement/,
    );
    expect((await status(sent.transactionId)).status).toBe('pending');
    await carol.mine();
    expect((await carol.provider.getTransactionReceipt(sent.transactionId)).failed).toBe(false);
  });
});

describe('replacement by fee', () => {
  it('lets a conflicting transaction with a higher fee rate replace a pending one, which is never mined', async () => {
    const [utxo] = await freshUtxos(dave);
    const bobBefore = await bob.balanceOf(token);

    const original = await dave.token(token).transfer(bob.address, 100n);
    const signedOriginal = await original.signTransaction(
      dave.transactionParameters({ utxos: [utxo!], feeRate: 2 }),
    );
    const originalFunding = Transaction.fromHex(signedOriginal.fundingTransactionRaw!).getId();
    const sentOriginal = await original.sendPresignedTransaction(signedOriginal);
    expect((await status(sentOriginal.transactionId)).status).toBe('pending');

    // The cancellation: the same input, another call, a higher fee rate.
    const replacement = await dave.token(token).transfer(bob.address, 7n);
    const signedReplacement = await replacement.signTransaction(
      dave.transactionParameters({ utxos: [utxo!], feeRate: 10 }),
    );
    const sentReplacement = await replacement.sendPresignedTransaction(signedReplacement);
    const replacementFunding = Transaction.fromHex(
      signedReplacement.fundingTransactionRaw!,
    ).getId();

    expect(await status(originalFunding)).toEqual({
      status: 'replaced',
      replacedBy: replacementFunding,
    });
    expect((await status(sentOriginal.transactionId)).status).toBe('replaced');
    expect(await dave.provider.getPendingTransaction(sentOriginal.transactionId)).toBeNull();
    const mempool = await dave.provider.getMempoolInfo();
    expect(mempool.count).toBe(2);

    const mined = await dave.mine(2);
    const receipt = await dave.provider.getTransactionReceipt(sentReplacement.transactionId);
    expect(receipt.failed).toBe(false);
    await expect(notMined(sentOriginal.transactionId)).rejects.toThrow(
      // The replacement's funding transaction pushed out both of the original's transactions.
      `it was replaced by ${replacementFunding}`,
    );
    await expect(dave.provider.getTransactionReceipt(sentOriginal.transactionId)).rejects.toThrow();
    for (const hash of mined.blocks) {
      const block = await dave.provider.getBlock(hash, true);
      const ids = block.transactions.map((tx) => tx.id);
      expect(ids).not.toContain(sentOriginal.transactionId);
      expect(ids).not.toContain(originalFunding);
    }
    expect(await bob.balanceOf(token)).toBe(bobBefore + 7n);
    dave.provider.utxoManager.clean();
  });
});

describe('devnet_reorg and devnet_snapshot / devnet_revert', () => {
  it('returns reorged transactions to the mempool; mined again they give new hashes and the same balances', async () => {
    const sent = await alice.send(alice.token(token).transfer(bob.address, 5_000n));
    const height = BigInt(sent.mined.blockNumber);
    const firstHash = sent.mined.blocks[0];
    const balancesAfter = [await bob.balanceOf(token), await btcBalance(alice)];

    const reorg = await net.rpc<{ blockNumber: string; removed: string[] }>('devnet_reorg', [1]);
    expect(reorg).toEqual({ blockNumber: `0x${(height - 1n).toString(16)}`, removed: [firstHash] });
    expect(await alice.provider.getBlockNumber()).toBe(height - 1n);
    expect((await alice.provider.getMempoolInfo()).count).toBe(2);
    expect((await status(sent.sent.transactionId)).status).toBe('pending');
    await expect(notMined(sent.sent.transactionId)).rejects.toThrow('it is pending in the mempool');
    await expect(alice.provider.getTransactionReceipt(sent.sent.transactionId)).rejects.toThrow();
    expect(await bob.balanceOf(token)).toBe((balancesAfter[0] as bigint) - 5_000n);

    const again = await alice.mine();
    expect(BigInt(again.blockNumber)).toBe(height);
    expect(again.blocks[0]).not.toBe(firstHash);
    expect((await alice.provider.getBlock(height)).hash).toBe(again.blocks[0]);
    const receipt = await alice.provider.getTransactionReceipt(sent.sent.transactionId);
    expect(receipt.failed).toBe(false);
    expect([await bob.balanceOf(token), await btcBalance(alice)]).toEqual(balancesAfter);
  });

  it('reverts to a snapshot: height, balances and mempool as they were, the snapshot used up', async () => {
    const height = await alice.provider.getBlockNumber();
    const before = [await bob.balanceOf(token), await btcBalance(alice)];
    const id = await net.rpc<string>('devnet_snapshot');

    const sent = await alice.send(alice.token(token).transfer(bob.address, 9n));
    await alice.mine(2);
    expect(await bob.balanceOf(token)).toBe((before[0] as bigint) + 9n);

    expect(await net.rpc<boolean>('devnet_revert', [id])).toBe(true);
    alice.provider.utxoManager.clean();
    expect(await alice.provider.getBlockNumber()).toBe(height);
    expect([await bob.balanceOf(token), await btcBalance(alice)]).toEqual(before);
    expect((await alice.provider.getMempoolInfo()).count).toBe(0);
    expect((await status(sent.sent.transactionId)).status).toBe('unknown');
    expect(await net.rpc<boolean>('devnet_revert', [id])).toBe(false);

    // The chain goes on from there.
    const next = await alice.send(alice.token(token).transfer(bob.address, 1n));
    expect(next.receipt.failed).toBe(false);
    expect(BigInt(next.mined.blockNumber)).toBe(height + 1n);
  });
});

const MAIN = resolve(REPO_ROOT, 'packages/devnet/src/main.ts');

interface DevnetProcess {
  child: ChildProcessWithoutNullStreams;
  url: string;
}

/** `npm run devnet` as a child process: node itself (not an npx wrapper), so SIGKILL hits it. */
function launchDevnet(dataDir: string): Promise<DevnetProcess> {
  const args = ['--import', 'tsx', MAIN, '--port', '0', '--data-dir', dataDir];
  const child = spawn(process.execPath, [...args, '--block-interval', 'manual'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DEVNET_PORT: '', DEVNET_DATA_DIR: '', DEVNET_BLOCK_INTERVAL: '' },
  });
  let output = '';
  return new Promise((resolveLaunch, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/\S+)\/api\/v1\/json-rpc/.exec(output);
      if (match?.[1]) resolveLaunch({ child, url: match[1] });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the devnet exited with ${code}: ${output}`)));
  });
}

function kill9(child: ChildProcessWithoutNullStreams): Promise<void> {
  return new Promise((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveExit();
    child.once('exit', () => resolveExit());
    child.kill('SIGKILL');
  });
}

describe('restart after kill -9', () => {
  it('keeps the mined block, its receipt, the balances and the pending transaction', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'devnet-kill9-'));
    const running: DevnetProcess[] = [];
    const clients: AccountClient[] = [];
    try {
      // The test world is built in-process, then the CLI opens the same (no longer fresh) directory.
      const seeded = await startTestDevnet({ dataDir, accountCount: 2 });
      const [first, second] = seeded.accounts as [DevAccount, DevAccount];
      await seeded.close();

      const before = await launchDevnet(dataDir);
      running.push(before);
      const sender = new AccountClient(before.url, first);
      clients.push(sender);
      const recipient = second.address;
      const { sent, mined, receipt } = await sender.send(
        sender.token(token).transfer(recipient, 42n),
      );
      expect(receipt.failed).toBe(false);
      const pending = await sender.broadcast(sender.token(token).transfer(recipient, 8n));
      const state = {
        height: await sender.provider.getBlockNumber(),
        tokens: await sender.balanceOf(token, recipient),
        btc: await sender.provider.getBalance(first.p2tr),
      };
      expect(state.height).toBe(BigInt(mined.blockNumber));

      await kill9(before.child);
      const after = await launchDevnet(dataDir);
      running.push(after);
      const reader = new AccountClient(after.url, first);
      clients.push(reader);

      expect(await reader.provider.getBlockNumber()).toBe(state.height);
      expect((await reader.provider.getBlock(state.height)).hash).toBe(mined.blocks[0]);
      const reread = await reader.provider.getTransactionReceipt(sent.transactionId);
      expect(reread.failed).toBe(false);
      expect(reread.gasUsed).toBe(receipt.gasUsed);
      expect(
        reader
          .token(token)
          .decodeEvents(reread.events)
          .map((e) => e.type),
      ).toEqual(['Transferred']);
      expect(await reader.balanceOf(token, recipient)).toBe(state.tokens);
      expect(await reader.provider.getBalance(first.p2tr)).toBe(state.btc);

      expect((await reader.provider.getMempoolInfo()).count).toBe(2);
      await reader.mine();
      const late = await reader.provider.getTransactionReceipt(pending.transactionId);
      expect(late.failed).toBe(false);
      expect(await reader.balanceOf(token, recipient)).toBe(state.tokens + 8n);
    } finally {
      await Promise.all(clients.map((client) => client.close()));
      for (const process of running) await kill9(process.child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
