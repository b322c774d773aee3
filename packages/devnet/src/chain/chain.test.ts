import { appendFileSync, statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { address, toSatoshi, Transaction } from '@btc-vision/bitcoin';
import { afterEach, describe, expect, it } from 'vitest';
import { bigintHex, fromHex } from '../bytes.ts';
import type { Chain } from './chain.ts';
import {
  buildCall,
  COUNTER,
  devAccounts,
  FAIL,
  fund,
  hexBytes,
  INCREMENT,
  openTestChain,
  READ,
  spendP2tr,
  type Coin,
  type TestChain,
} from '../../test/support/counter-chain.ts';

const alice = devAccounts.account(0);
const bob = devAccounts.account(1);
const carol = devAccounts.account(2);

let opened: TestChain[] = [];
function open(...args: Parameters<typeof openTestChain>): TestChain {
  const test = openTestChain(...args);
  opened.push(test);
  return test;
}
afterEach(() => {
  for (const test of opened) test.cleanup();
  opened = [];
});

/** Submits one transaction alone and returns its txid, failing the test on a rejection. */
function accept(chain: Chain, raw: Uint8Array): string {
  const [outcome] = chain.submit([raw], { atomic: false });
  if (!outcome?.accepted) throw new Error(`rejected: ${outcome?.error}`);
  return outcome.txid as string;
}

function rejection(chain: Chain, raw: Uint8Array): string | null {
  return chain.submit([raw], { atomic: false })[0]?.error ?? null;
}

/** A funded chain with a 1 BTC confirmed coin for alice. */
function funded(): TestChain & { coin: Coin } {
  const test = open();
  return { ...test, coin: fund(test.chain, alice, 100_000_000n) };
}

async function submitCall(chain: Chain, coin: Coin, calldata: Uint8Array): Promise<string> {
  const built = await buildCall(chain, alice, coin, calldata);
  const results = chain.submit(
    [hexBytes(built.fundingTransaction), hexBytes(built.interactionTransaction)],
    { atomic: true },
  );
  expect(results.map((r) => r.error)).toEqual([null, null]);
  return built.interactionTxid;
}

describe('blocks', () => {
  it('starts at a genesis block 0 holding the genesis deployments', () => {
    const { chain, vm } = open();
    expect(chain.height).toBe(0);
    expect(chain.tip.header.previousBlockHash).toBe('0'.repeat(64));
    expect(chain.tip.deployments.map((d) => d.address)).toEqual([COUNTER]);
    expect(vm.valueOf(COUNTER)).toBe(0);
  });

  it('links each block to its parent by hash and checksum, with the merkle root of its txids', () => {
    const { chain, coin } = funded();
    const txid = accept(
      chain,
      spendP2tr(alice, [coin], [{ address: bob.p2tr, value: 99_000_000n }]),
    );
    const [block] = chain.mine(1);
    const parent = chain.blockAt(1);
    expect(block?.header.height).toBe(2);
    expect(block?.header.previousBlockHash).toBe(parent?.header.hash);
    expect(block?.header.previousBlockChecksum).toBe(parent?.header.checksumRoot);
    expect(block?.transactions.map((t) => t.txid)).toEqual([txid]);
    expect(block?.header.merkleRoot).toBe(txid);
    expect(chain.blockByHash(block?.header.hash ?? '')).toBe(block);
    expect(block?.header.time).toBeGreaterThan(parent?.header.medianTime ?? Infinity);
  });
});

describe('ledger', () => {
  it('keeps faucet outputs pending until mined, and counts only confirmed sats in the balance', () => {
    const { chain } = open();
    const paid = chain.faucet(alice.p2tr, 50_000n);
    expect(chain.balance(alice.p2tr)).toBe(0n);
    expect(chain.utxos(alice.p2tr).pending.map((o) => o.txid)).toEqual([paid.txid]);
    chain.mine(1);
    expect(chain.balance(alice.p2tr)).toBe(50_000n);
    const utxos = chain.utxos(alice.p2tr);
    expect(utxos.confirmed.map((o) => [o.txid, o.vout, o.value, o.height])).toEqual([
      [paid.txid, 0, 50_000n, 1],
    ]);
    expect(utxos.pending).toEqual([]);
  });

  it('spends inputs on acceptance (pending) and on inclusion', () => {
    const { chain, coin } = funded();
    const txid = accept(
      chain,
      spendP2tr(
        alice,
        [coin],
        [
          { address: bob.p2tr, value: 30_000_000n },
          { address: alice.p2tr, value: 69_990_000n },
        ],
      ),
    );
    const pending = chain.utxos(alice.p2tr);
    expect(pending.confirmed.map((o) => o.txid)).toEqual([coin.txid]);
    expect(pending.spent).toEqual([{ txid: coin.txid, vout: 0 }]);
    expect(pending.pending.map((o) => [o.txid, o.vout])).toEqual([[txid, 1]]);
    expect(chain.balance(alice.p2tr)).toBe(100_000_000n);

    chain.mine(1);
    const mined = chain.utxos(alice.p2tr);
    expect(mined.confirmed.map((o) => [o.txid, o.vout])).toEqual([[txid, 1]]);
    expect(mined.spent).toEqual([]);
    expect(chain.balance(alice.p2tr)).toBe(69_990_000n);
    expect(chain.balance(bob.p2tr)).toBe(30_000_000n);
  });

  it('refuses unknown, double-spent, duplicate and overspending transactions as a node does', () => {
    const { chain, coin } = funded();
    const unknown = { txid: 'ab'.repeat(32), vout: 0, value: 1_000n };
    expect(
      rejection(chain, spendP2tr(alice, [unknown], [{ address: bob.p2tr, value: 500n }])),
    ).toBe('bad-txns-inputs-missingorspent');
    const spend = spendP2tr(alice, [coin], [{ address: bob.p2tr, value: 99_990_000n }]);
    accept(chain, spend);
    expect(rejection(chain, spend)).toBe('txn-already-in-mempool');
    chain.mine(1);
    expect(rejection(chain, spend)).toBe('txn-already-known');
    const again = spendP2tr(alice, [coin], [{ address: carol.p2tr, value: 99_000_000n }]);
    expect(rejection(chain, again)).toBe('bad-txns-inputs-missingorspent');

    const fresh = fund(chain, alice, 10_000n);
    // Signed as if the coin held more than it does.
    const inflated = { ...fresh, value: 30_000n };
    expect(
      rejection(chain, spendP2tr(alice, [inflated], [{ address: bob.p2tr, value: 20_000n }])),
    ).toBe('bad-txns-in-belowout, value in (0.00010000) < value out (0.00020000)');
    const duplicate = new Transaction();
    for (let i = 0; i < 2; i++) duplicate.addInput(fromHex(fresh.txid).reverse() as never, 0);
    duplicate.addOutput(address.toOutputScript(bob.p2tr, chain.network), toSatoshi(1_000n));
    expect(rejection(chain, duplicate.toBuffer())).toBe('bad-txns-inputs-duplicate');
    expect(
      rejection(chain, spendP2tr(alice, [fresh], [{ address: bob.p2tr, value: 9_990n }])),
    ).toMatch(/^min relay fee not met, 10 < \d+$/);
    expect(rejection(chain, Uint8Array.from([1, 2, 3]))).toBe('TX decode failed');
  });

  it('refuses a bad signature with the verifier’s reason', () => {
    const { chain, coin } = funded();
    const forged = spendP2tr(bob, [coin], [{ address: bob.p2tr, value: 99_000_000n }]);
    expect(rejection(chain, forged)).toMatch(/signature/i);
  });

  it('keeps CSV-locked outputs apart until they mature', () => {
    const { chain, coin } = funded();
    const csv = alice.address.toCSV(1, chain.network).address;
    chain.csvLocks.addAddress(csv, 1);
    const txid = accept(
      chain,
      spendP2tr(
        alice,
        [coin],
        [
          { address: csv, value: 5_000_000n },
          { address: alice.p2tr, value: 94_990_000n },
        ],
      ),
    );
    expect(chain.utxos(csv)).toEqual({ confirmed: [], pending: [], spent: [] });
    chain.mine(1);
    expect(chain.utxos(csv).confirmed.map((o) => [o.txid, o.vout])).toEqual([[txid, 0]]);
    // The client asks for CSV coins with olderThan = 1.
    expect(chain.utxos(csv, 1).confirmed).toHaveLength(1);
    expect(chain.utxos(alice.p2tr, 2).confirmed).toEqual([]);
  });
});

describe('replacement (RBF)', () => {
  it('replaces a pending transaction by a conflicting one that pays more, dropping its descendants', () => {
    const { chain, coin } = funded();
    const original = accept(
      chain,
      spendP2tr(alice, [coin], [{ address: alice.p2tr, value: 99_990_000n }]),
    );
    const child = accept(
      chain,
      spendP2tr(
        alice,
        [{ txid: original, vout: 0, value: 99_990_000n }],
        [{ address: carol.p2tr, value: 99_980_000n }],
      ),
    );
    const [outcome] = chain.submit(
      [spendP2tr(alice, [coin], [{ address: bob.p2tr, value: 99_900_000n }])],
      { atomic: false },
    );
    expect(outcome?.accepted).toBe(true);
    expect(outcome?.replaced).toEqual([original, child]);
    expect(chain.findTransaction(original)).toEqual({ status: 'replaced', by: outcome?.txid });
    expect(chain.findTransaction(child)).toEqual({ status: 'replaced', by: outcome?.txid });
    expect(chain.pendingTransactions().map((e) => e.txid)).toEqual([outcome?.txid]);
    expect(chain.utxos(carol.p2tr).pending).toEqual([]);
    chain.mine(1);
    expect(chain.balance(bob.p2tr)).toBe(99_900_000n);
    expect(chain.balance(carol.p2tr)).toBe(0n);
  });

  it("refuses a conflict that does not pay more, with Core's 'insufficient fee' reason", () => {
    const { chain, coin } = funded();
    const original = accept(
      chain,
      spendP2tr(alice, [coin], [{ address: bob.p2tr, value: 99_990_000n }]),
    );
    const same = spendP2tr(alice, [coin], [{ address: carol.p2tr, value: 99_990_000n }]);
    expect(rejection(chain, same)).toMatch(
      new RegExp(`^insufficient fee, rejecting replacement ${original}; new feerate`),
    );
    // A better rate that does not cover the old fee plus relay of the new one.
    const barely = spendP2tr(alice, [coin], [{ address: carol.p2tr, value: 99_989_990n }]);
    expect(rejection(chain, barely)).toMatch(
      /^insufficient fee, rejecting replacement .*not enough additional fees to relay/,
    );
    expect(chain.findTransaction(original)?.status).toBe('pending');
  });
});

describe('interactions', () => {
  it('executes interactions at inclusion, in order, with receipts', async () => {
    const { chain, vm, coin } = funded();
    const first = await submitCall(chain, coin, INCREMENT(2));
    expect(vm.valueOf(COUNTER)).toBe(0);
    const [block] = chain.mine(1);
    expect(vm.valueOf(COUNTER)).toBe(2);
    const mined = chain.findTransaction(first);
    expect(mined?.status).toBe('mined');
    if (mined?.status !== 'mined') return;
    expect(mined.transaction.receipt?.revert).toBeNull();
    expect(mined.transaction.receipt?.sender).toBe(alice.opnetAddress);
    expect(mined.transaction.receipt?.events.map((e) => e.type)).toEqual(['Incremented']);
    expect(block?.header.gasUsed).toBe(1_000n);
    const context = vm.contexts.at(-1);
    expect(context?.blockNumber).toBe(2n);
    expect(context?.txId).toBe(first);
    expect(context?.sender).toBe(alice.opnetAddress);
  });

  it('records a reverted call as failed without state change, but its Bitcoin side still happens', async () => {
    const { chain, vm, coin } = funded();
    const failed = await submitCall(chain, coin, FAIL);
    chain.mine(1);
    const lookup = chain.findTransaction(failed);
    if (lookup?.status !== 'mined') throw new Error('not mined');
    expect(lookup.transaction.receipt?.revert).toBe('Counter: nope');
    expect(lookup.transaction.receipt?.events).toEqual([]);
    expect(vm.valueOf(COUNTER)).toBe(0);
    // The reward output 0 of the interaction exists in the ledger.
    const reward = lookup.transaction.decoded.transaction.outputs[0];
    expect(reward && reward.value > 0n).toBe(true);
    expect(chain.utxos(reward?.address ?? '').confirmed.map((o) => o.txid)).toContain(failed);
  });

  it('rolls back a whole package when one of its transactions is refused', async () => {
    const { chain, coin } = funded();
    const built = await buildCall(chain, alice, coin, INCREMENT(1));
    const broken = hexBytes(built.interactionTransaction);
    const at = broken.length - 10;
    broken[at] = (broken[at] ?? 0) ^ 0xff;
    const results = chain.submit([hexBytes(built.fundingTransaction), broken], { atomic: true });
    expect(results.map((r) => r.accepted)).toEqual([false, false]);
    expect(chain.pendingTransactions()).toEqual([]);
    expect(chain.utxos(alice.p2tr).spent).toEqual([]);
  });

  it('rebuilds the state of a block whose checkpoint was not kept by replaying from an anchor', async () => {
    const test = open({ retention: { window: 2, anchorEvery: 4 } });
    const { chain } = test;
    let coin = fund(chain, alice, 100_000_000n);
    for (let i = 0; i < 6; i++) {
      const built = await buildCall(chain, alice, coin, INCREMENT(1));
      chain.submit([hexBytes(built.fundingTransaction), hexBytes(built.interactionTransaction)], {
        atomic: true,
      });
      chain.mine(1);
      coin = built.change[0] as Coin;
    }
    // Block h holds increment h - 1 (block 1 funded alice).
    const read = (height: number): number | undefined =>
      chain.call({ to: COUNTER, calldata: READ, height }).result[0];
    expect([1, 2, 3, 4, 5, 6, 7].map(read)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    chain.reorg(4);
    expect(test.vm.valueOf(COUNTER)).toBe(2);

    const restarted = test.reopen();
    opened.push(restarted);
    expect(restarted.vm.valueOf(COUNTER)).toBe(2);
    expect(restarted.chain.call({ to: COUNTER, calldata: READ, height: 2 }).result[0]).toBe(1);
  });

  it('answers calls against the tip or the state after a past block', async () => {
    const { chain, coin } = funded();
    await submitCall(chain, coin, INCREMENT(7));
    chain.mine(1);
    const read = (height?: number): number | undefined =>
      chain.call({ to: COUNTER, calldata: READ, height: height ?? null }).result[0];
    expect(read()).toBe(7);
    expect(read(1)).toBe(0);
    expect(read()).toBe(7);
    expect(() => read(99)).toThrow(/Block 99 not found/);
  });
});

describe('mining limits', () => {
  it('leaves what does not fit in a block for the next one', () => {
    const { chain, coin } = funded();
    const small = open({ maxBlockWeight: 4 * 81 + 4 * 120 });
    const smallCoin = fund(small.chain, alice, 1_000_000n);
    const a = accept(
      small.chain,
      spendP2tr(alice, [smallCoin], [{ address: bob.p2tr, value: 999_000n }]),
    );
    const b = accept(
      small.chain,
      spendP2tr(
        bob,
        [{ txid: a, vout: 0, value: 999_000n }],
        [{ address: carol.p2tr, value: 998_000n }],
      ),
    );
    expect(small.chain.mine(1)[0]?.transactions.map((t) => t.txid)).toEqual([a]);
    expect(small.chain.mine(1)[0]?.transactions.map((t) => t.txid)).toEqual([b]);
    void chain;
    void coin;
  });
});

describe('reorg', () => {
  it('drops the last blocks, returns their transactions to the mempool and re-mines with new hashes', async () => {
    const { chain, vm, coin } = funded();
    const call = await submitCall(chain, coin, INCREMENT(3));
    const [block] = chain.mine(1);
    expect(vm.valueOf(COUNTER)).toBe(3);
    const oldHash = block?.header.hash;

    const removed = chain.reorg(1);
    expect(removed.map((b) => b.header.hash)).toEqual([oldHash]);
    expect(chain.height).toBe(1);
    expect(vm.valueOf(COUNTER)).toBe(0);
    expect(chain.findTransaction(call)?.status).toBe('pending');
    expect(chain.pendingTransactions()).toHaveLength(2);
    expect(chain.balance(alice.p2tr)).toBe(100_000_000n);

    const [again] = chain.mine(1);
    expect(again?.header.height).toBe(2);
    expect(again?.header.hash).not.toBe(oldHash);
    expect(again?.transactions.map((t) => t.txid)).toEqual(block?.transactions.map((t) => t.txid));
    expect(vm.valueOf(COUNTER)).toBe(3);
  });

  it('lists the rewinds that dropped blocks, reorgs and reverts, across a restart', () => {
    let now = 1_700_000_000_000;
    const test = open({ now: () => now });
    const { chain } = test;
    chain.mine(5);
    now += 1_000;
    chain.reorg(2);
    const snapshot = chain.snapshot();
    chain.mine(4);
    now += 1_000;
    chain.revert(snapshot.id);
    chain.revert(chain.snapshot().id);
    const expected = [
      { fromBlock: 4, toBlock: 5, timestamp: 1_700_000_001_000 },
      { fromBlock: 4, toBlock: 7, timestamp: 1_700_000_002_000 },
    ];
    expect(chain.reorgs()).toEqual(expected);

    const restarted = test.reopen();
    opened.push(restarted);
    expect(restarted.chain.reorgs()).toEqual(expected);
  });

  it('refuses to reorg past genesis', () => {
    const { chain } = open();
    expect(() => chain.reorg(1)).toThrow(RangeError);
  });
});

describe('snapshot and revert', () => {
  it('goes back to the height and the mempool of a snapshot', async () => {
    const { chain, vm, coin } = funded();
    const pending = chain.faucet(bob.p2tr, 5_000n);
    const snapshot = chain.snapshot();
    expect(snapshot).toEqual({ id: '0x1', height: 1 });

    await submitCall(chain, coin, INCREMENT(4));
    chain.mine(2);
    chain.faucet(carol.p2tr, 7_000n);
    expect(vm.valueOf(COUNTER)).toBe(4);

    expect(chain.revert(snapshot.id)).toBe(true);
    expect(chain.height).toBe(1);
    expect(vm.valueOf(COUNTER)).toBe(0);
    expect(chain.pendingTransactions().map((e) => e.txid)).toEqual([pending.txid]);
    expect(chain.utxos(carol.p2tr).pending).toEqual([]);
    expect(chain.balance(bob.p2tr)).toBe(0n);
    expect(chain.utxos(alice.p2tr).confirmed.map((o) => o.txid)).toEqual([coin.txid]);
    expect(chain.utxos(alice.p2tr).spent).toEqual([]);
    expect(chain.revert(snapshot.id)).toBe(false);
  });

  it('restores a transaction that a replacement pushed out after the snapshot', () => {
    const { chain, coin } = funded();
    const original = accept(
      chain,
      spendP2tr(alice, [coin], [{ address: bob.p2tr, value: 99_990_000n }]),
    );
    const snapshot = chain.snapshot();
    accept(chain, spendP2tr(alice, [coin], [{ address: carol.p2tr, value: 99_000_000n }]));
    expect(chain.findTransaction(original)?.status).toBe('replaced');
    chain.revert(snapshot.id);
    expect(chain.findTransaction(original)?.status).toBe('pending');
    expect(chain.pendingTransactions().map((e) => e.txid)).toEqual([original]);
  });
});

describe('persistence', () => {
  it('rebuilds blocks, ledger, receipts, contract state and the mempool from the data directory', async () => {
    const test = funded();
    const { chain, coin } = test;
    const call = await submitCall(chain, coin, INCREMENT(9));
    chain.mine(1);
    const pendingFaucet = chain.faucet(carol.p2tr, 1_234n);
    const change = chain.utxos(alice.p2tr).confirmed[0] as Coin;
    const replacedTx = accept(
      chain,
      spendP2tr(alice, [change], [{ address: bob.p2tr, value: change.value - 10_000n }]),
    );
    const replacement = accept(
      chain,
      spendP2tr(alice, [change], [{ address: bob.p2tr, value: change.value - 50_000n }]),
    );

    // The first chain is never closed: a restart after kill -9.
    const restarted = test.reopen();
    opened.push(restarted);
    const again = restarted.chain;
    expect(again.height).toBe(chain.height);
    expect(again.tip.header.hash).toBe(chain.tip.header.hash);
    expect(restarted.vm.valueOf(COUNTER)).toBe(9);
    const mined = again.findTransaction(call);
    expect(mined?.status === 'mined' && mined.transaction.receipt?.events.length).toBe(1);
    expect(again.pendingTransactions().map((e) => e.txid)).toEqual([
      pendingFaucet.txid,
      replacement,
    ]);
    expect(again.findTransaction(replacedTx)).toEqual({ status: 'replaced', by: replacement });
    expect(again.balance(alice.p2tr)).toBe(chain.balance(alice.p2tr));
    expect(again.utxos(alice.p2tr)).toEqual(chain.utxos(alice.p2tr));
  });

  it('replays reorgs and reverts', async () => {
    const test = funded();
    const { chain, coin } = test;
    await submitCall(chain, coin, INCREMENT(1));
    chain.mine(3);
    chain.reorg(2);
    chain.mine(1);
    const snapshot = chain.snapshot();
    chain.mine(2);
    chain.revert(snapshot.id);
    chain.mine(1);

    const restarted = test.reopen();
    opened.push(restarted);
    expect(restarted.chain.height).toBe(chain.height);
    expect(restarted.chain.tip.header.hash).toBe(chain.tip.header.hash);
    expect(restarted.chain.blockAt(2)?.header.hash).toBe(chain.blockAt(2)?.header.hash);
    expect(restarted.vm.valueOf(COUNTER)).toBe(1);
  });

  it('ignores a torn last record: the block whose write was cut short was never mined', () => {
    const test = funded();
    const { chain } = test;
    chain.mine(2);
    const hashAt3 = chain.blockAt(3)?.header.hash;
    const log = join(test.directory, 'blocks.log');
    truncateSync(log, statSync(log).size - 5);

    const warnings: string[] = [];
    const restarted = test.reopen({ onWarning: (w) => warnings.push(w) });
    opened.push(restarted);
    expect(restarted.chain.height).toBe(2);
    expect(restarted.chain.blockAt(1)?.header.hash).toBe(chain.blockAt(1)?.header.hash);
    expect(warnings.join()).toMatch(/torn record/);
    restarted.chain.mine(1);
    expect(restarted.chain.height).toBe(3);
    expect(restarted.chain.blockAt(3)?.header.hash).not.toBe(undefined);
    void hashAt3;

    appendFileSync(log, Uint8Array.from([0, 0, 0, 200, 9, 9]));
    const third = test.reopen();
    opened.push(third);
    expect(third.chain.tip.header.hash).toBe(restarted.chain.tip.header.hash);
  });

  it('keeps pending transactions across a restart even when the mempool log tail is torn', () => {
    const test = funded();
    const { chain, coin } = test;
    const txid = accept(
      chain,
      spendP2tr(alice, [coin], [{ address: bob.p2tr, value: 99_990_000n }]),
    );
    appendFileSync(join(test.directory, 'mempool.log'), Uint8Array.from([0, 0, 1]));
    const restarted = test.reopen();
    opened.push(restarted);
    expect(restarted.chain.findTransaction(txid)?.status).toBe('pending');
  });
});

describe('gas', () => {
  it('reports the next block and the moving average of block gas', async () => {
    const { chain, coin } = funded();
    await submitCall(chain, coin, INCREMENT(1));
    chain.mine(1);
    const gas = chain.gas();
    expect(gas.blockNumber).toBe(3n);
    expect(gas.gasUsed).toBe(1_000n);
    expect(bigintHex(gas.ema)).toBe(bigintHex(chain.tip.header.ema));
    expect(gas.ema).toBeGreaterThan(0n);
  });
});
