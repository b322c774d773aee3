// The indexer with the activity and reservation handlers, against a real devnet and a real
// database on both engines: what users recorded is settled from the chain, reorgs included.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transaction } from '@btc-vision/bitcoin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_SENT_BY_WALLET_REASON } from '@opswap/protocol/errors/failed-reason';
import { RESERVATION_LIFETIME_BLOCKS } from '@opswap/protocol/constants';
import { CANCELLED_BY_USER_REASON } from '@opswap/protocol/watch/watch-state';
import { OpnetNodeReader } from '../../src/chain/opnet-node-reader.ts';
import {
  openDatabase,
  type Database,
  type Engine,
  type OpenDatabase,
} from '../../src/db/database.ts';
import { activities } from '../../src/db/schema/activity.ts';
import { ActivityStatusHandler } from '../../src/indexer/activity-status-handler.ts';
import type { IndexedBlock } from '../../src/indexer/block-handler.ts';
import type { ChainSync } from '../../src/indexer/chain-sync.ts';
import { addressOf, DevnetWallet, type BtcPayment } from '../support/devnet-chain.ts';
import {
  startDevnetProcess,
  type DevnetInfo,
  type DevnetProcess,
} from '../support/devnet-process.ts';
import {
  createServerDatabase,
  ENGINES,
  openTestDatabase,
  type TestDatabase,
} from '../support/test-database.ts';
import {
  activity,
  addActivity,
  cursorOf,
  handlerOptions,
  NETWORK,
  nodeHashes,
  NOW,
  reservation,
  statusChanges,
  statusSync,
  storedBlocks,
  trackReservation,
} from './indexer-harness.ts';

let devnet: DevnetProcess;
let info: DevnetInfo;
let node: OpnetNodeReader;

beforeAll(async () => {
  devnet = await startDevnetProcess();
  info = await devnet.info();
  node = new OpnetNodeReader({ rpcUrl: devnet.url, network: NETWORK });
});

afterAll(async () => {
  await node?.close();
  await devnet?.close();
});

const contract = (name: string) => (info.contracts[name] as { address: string }).address;
const opnetAddress = (index: number) => addressOf(info.accounts[index]!.opnetAddress);
const E18 = 10n ** 18n;
const RESERVATION_FEE = 5_000n;

/** A database the test can close and open again, as a restarted api instance would. */
async function restartableDatabase(engine: Engine) {
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-indexer-restart-'));
    return {
      open: () => openDatabase({ databaseUrl: null, dataDir }),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const server = await createServerDatabase();
  return {
    open: () => openDatabase({ databaseUrl: server.url, dataDir: null, poolSize: 4 }),
    dispose: () => server.drop(),
  };
}

describe.each(ENGINES)('indexing user statuses on %s', (engine) => {
  let database: TestDatabase;
  let db: Database;
  let sync: ChainSync;
  let snapshot: string;
  const wallets = new Map<number, DevnetWallet>();
  const wallet = (index: number): DevnetWallet => {
    let found = wallets.get(index);
    if (found === undefined) {
      found = new DevnetWallet(devnet.url, index);
      wallets.set(index, found);
    }
    return found;
  };

  beforeAll(async () => {
    snapshot = await devnet.snapshot();
    database = await openTestDatabase(engine);
    db = database.open.db;
    sync = statusSync(db, devnet, node);
  });

  afterAll(async () => {
    await Promise.all([...wallets.values()].map((w) => w.close()));
    await database?.dispose();
    // The next engine starts from the same seed world.
    await devnet?.revert(snapshot);
  });

  /** Broadcasts a MOTO transfer and records it as the add route would. */
  async function sendTracked(from: number, to: number, amount = 1n) {
    const sender = wallet(from);
    const sent = await sender.broadcast(
      sender.token(contract('MOTO')).transfer(opnetAddress(to), amount),
    );
    await addActivity(db, {
      userKey: sender.publicKey,
      transactionId: sent.transactionId,
      inputs: await node.pendingInputs(sent.transactionId),
    });
    return sent.transactionId;
  }

  const mine = async (): Promise<number> => Number((await devnet.mine()).blockNumber);

  it('indexes the seed world from block 0: cursor, block hashes, every transaction', async () => {
    const tip = await devnet.height();
    const hashes = await nodeHashes(devnet);
    const counts = await devnet.rpc.batch<{ txCount: number }>(
      hashes.map((_, height) => ({ method: 'btc_getBlockByNumber', params: [height, false] })),
    );

    expect(await sync.syncOnce()).toBe(tip + 1);
    expect(await cursorOf(db)).toEqual({ network: NETWORK, height: tip, hash: hashes[tip] });
    expect((await storedBlocks(db)).map((block) => block.hash)).toEqual(hashes);
    expect(sync.transactionsIndexed).toBe(counts.reduce((sum, block) => sum + block.txCount, 0));
    expect(sync.transactionsIndexed).toBeGreaterThan(100);
    expect(await sync.syncOnce()).toBe(0);
  });

  it("completes a mined activity; another wallet's claim on the same transaction fails", async () => {
    const transactionId = await sendTracked(1, 2, 5n);
    const thief = wallet(2);
    await addActivity(db, { userKey: thief.publicKey, transactionId, inputs: null });
    expect((await activity(db, wallet(1).publicKey, transactionId)).status).toBe('Pending');

    const height = await mine();
    expect(await sync.syncOnce()).toBe(1);

    const block = await devnet.rpc.call<{ time: number }>('btc_getBlockByNumber', [height, false]);
    const row = await activity(db, wallet(1).publicKey, transactionId);
    expect(row).toMatchObject({
      status: 'Completed',
      failedReason: null,
      blockNumber: height,
      cancellationTransactionId: null,
      lastUpdated: block.time * 1_000,
    });
    const receipt = row.receipt as { gasUsed: string; revert: string | null };
    expect(receipt.revert).toBeNull();
    expect(BigInt(receipt.gasUsed)).toBeGreaterThan(0n);
    expect(row.events).toEqual([
      {
        contract: contract('MOTO'),
        type: 'Transferred',
        data: expect.stringMatching(/^[0-9a-f]{64,}$/),
      },
    ]);

    expect(await activity(db, thief.publicKey, transactionId)).toMatchObject({
      status: 'Failed',
      failedReason: NOT_SENT_BY_WALLET_REASON,
      blockNumber: height,
    });
  });

  it('fails an activity whose transaction reverted on chain, with the revert message', async () => {
    const trader = wallet(2);
    const height = await devnet.height();
    // Simulated before its deadline block, mined after it.
    const simulation = await trader
      .router(contract('router'))
      .swapExactTokensForTokensSupportingFeeOnTransferTokens(
        E18,
        0n,
        [addressOf(contract('MOTO')), addressOf(contract('PILL'))],
        trader.address,
        BigInt(height + 1),
      );
    await mine();
    const sent = await trader.broadcast(simulation);
    await addActivity(db, {
      userKey: trader.publicKey,
      transactionId: sent.transactionId,
      type: 'Swap',
      inputs: await node.pendingInputs(sent.transactionId),
    });
    const minedAt = await mine();
    expect(await sync.syncOnce()).toBe(2);

    const row = await activity(db, trader.publicKey, sent.transactionId);
    expect(row).toMatchObject({
      status: 'Failed',
      failedReason: 'Motoswap: EXPIRED',
      blockNumber: minedAt,
      receipt: { revert: 'Motoswap: EXPIRED' },
      events: [],
    });
  });

  it('cancels an activity whose inputs a replacement transaction spent', async () => {
    const owner = wallet(3);
    const [utxo] = (await owner.freshUtxos()).sort((a, b) => (b.value > a.value ? 1 : -1));
    const original = await owner.token(contract('MOTO')).transfer(opnetAddress(2), 100n);
    const sentOriginal = await original.sendPresignedTransaction(
      await original.signTransaction(owner.parameters({ utxos: [utxo!], feeRate: 2 })),
    );
    // The add route could not learn the inputs: the handler's prepare asks the mempool.
    await addActivity(db, {
      userKey: owner.publicKey,
      transactionId: sentOriginal.transactionId,
      inputs: null,
    });
    const handler = new ActivityStatusHandler(handlerOptions(db, devnet, node));
    await handler.prepare({} as IndexedBlock, NETWORK);
    const learned = (await activity(db, owner.publicKey, sentOriginal.transactionId)).inputs;
    expect(learned).toEqual(await node.pendingInputs(sentOriginal.transactionId));
    expect(learned).toContainEqual({
      transactionId: utxo!.transactionId,
      outputIndex: utxo!.outputIndex,
    });

    const replacement = await owner.token(contract('MOTO')).transfer(opnetAddress(2), 7n);
    const signedReplacement = await replacement.signTransaction(
      owner.parameters({ utxos: [utxo!], feeRate: 10 }),
    );
    const sentReplacement = await replacement.sendPresignedTransaction(signedReplacement);
    const replacementFunding = Transaction.fromHex(
      signedReplacement.fundingTransactionRaw as string,
    ).getId();
    await addActivity(db, {
      userKey: owner.publicKey,
      transactionId: sentReplacement.transactionId,
      inputs: await node.pendingInputs(sentReplacement.transactionId),
    });
    const height = await mine();
    expect(await sync.syncOnce()).toBe(1);
    owner.provider.utxoManager.clean();

    expect(await activity(db, owner.publicKey, sentOriginal.transactionId)).toMatchObject({
      status: 'Cancelled',
      failedReason: CANCELLED_BY_USER_REASON,
      cancellationTransactionId: replacementFunding,
      blockNumber: null,
    });
    expect(await activity(db, owner.publicKey, sentReplacement.transactionId)).toMatchObject({
      status: 'Completed',
      blockNumber: height,
    });
  });

  /** Reserves 100,000 sats of a token with no activation delay, paying the reservation fee. */
  async function reserve(buyer: DevnetWallet, token: string) {
    const fee = [{ to: info.accounts[9]!.p2tr, value: RESERVATION_FEE }];
    const simulation = buyer
      .nativeSwap(contract('nativeSwap'), fee)
      .reserve(addressOf(token), 100_000n, 0n, 0, Buffer.from(buyer.publicKey, 'hex'));
    const sent = await buyer.broadcastPaying(simulation, fee);
    await trackReservation(db, {
      userKey: buyer.publicKey,
      hash: sent.transactionId,
      tokenAddress: token,
    });
    return sent.transactionId;
  }

  /** The swap paying the providers the stored reservation names, recorded as an activity. */
  async function swap(buyer: DevnetWallet, token: string, hash: string) {
    const stored = await reservation(db, buyer.publicKey, hash);
    const payments: BtcPayment[] = (stored.events?.providers ?? []).map((provider) => ({
      to: provider.depositAddress,
      value: BigInt(provider.satoshisAmount),
    }));
    const simulation = buyer.nativeSwap(contract('nativeSwap'), payments).swap(addressOf(token));
    const sent = await buyer.broadcastPaying(simulation, payments);
    await addActivity(db, {
      userKey: buyer.publicKey,
      transactionId: sent.transactionId,
      type: 'NativeSwap',
      inputs: await node.pendingInputs(sent.transactionId),
    });
    return sent.transactionId;
  }

  it("completes a tracked reservation with its providers; the owner's swap spends it", async () => {
    const buyer = wallet(4);
    const hash = await reserve(buyer, contract('MOTO'));
    const confirmedAt = await mine();
    expect(await sync.syncOnce()).toBe(1);

    const receipt = await buyer.provider.getTransactionReceipt(hash);
    const decoded = buyer.nativeSwap(contract('nativeSwap')).decodeEvents(receipt.events);
    const value = (type: string, key: string) =>
      decoded
        .filter((event) => event.type === type)
        .map((event) => String((event.properties as Record<string, unknown>)[key]));
    const providers = value('LiquidityReserved', 'depositAddress').map((depositAddress, i) => ({
      depositAddress,
      satoshisAmount: value('LiquidityReserved', 'satoshisAmount')[i],
    }));
    expect(providers.length).toBeGreaterThan(0);
    expect(await reservation(db, buyer.publicKey, hash)).toMatchObject({
      status: 'Completed',
      confirmedAtBlock: confirmedAt,
      expiresAtBlock: confirmedAt + RESERVATION_LIFETIME_BLOCKS,
      reason: null,
      events: {
        ReservationCreated: { totalSatoshis: value('ReservationCreated', 'totalSatoshis')[0] },
        providers,
      },
    });

    const swapId = await swap(buyer, contract('MOTO'), hash);
    await mine();
    expect(await sync.syncOnce()).toBe(1);
    expect((await activity(db, buyer.publicKey, swapId)).status).toBe('Completed');
    expect((await reservation(db, buyer.publicKey, hash)).status).toBe('Spent');
  });

  it('settles an activity and a reservation recorded after their block was indexed', async () => {
    const sender = wallet(1);
    const sent = await sender.broadcast(
      sender.token(contract('MOTO')).transfer(opnetAddress(3), 2n),
    );
    const buyer = wallet(6);
    const fee = [{ to: info.accounts[9]!.p2tr, value: RESERVATION_FEE }];
    const reserved = await buyer.broadcastPaying(
      buyer
        .nativeSwap(contract('nativeSwap'), fee)
        .reserve(addressOf(contract('ODYS')), 100_000n, 0n, 0, Buffer.from(buyer.publicKey, 'hex')),
      fee,
    );
    const minedAt = await mine();
    expect(await sync.syncOnce()).toBe(1);

    // Recorded late: the block is already applied. A reorg may still take the transaction out,
    // so the node lists what it spent.
    const inputs = await node.pendingInputs(sent.transactionId);
    expect(inputs).toContainEqual({
      transactionId: sent.fundingUTXOs[0]!.transactionId,
      outputIndex: sent.fundingUTXOs[0]!.outputIndex,
    });
    await addActivity(db, { userKey: sender.publicKey, transactionId: sent.transactionId, inputs });
    await trackReservation(db, {
      userKey: buyer.publicKey,
      hash: reserved.transactionId,
      tokenAddress: contract('ODYS'),
    });
    await mine();
    expect(await sync.syncOnce()).toBe(1);

    expect(await activity(db, sender.publicKey, sent.transactionId)).toMatchObject({
      status: 'Completed',
      blockNumber: minedAt,
      inputs,
    });
    expect(await reservation(db, buyer.publicKey, reserved.transactionId)).toMatchObject({
      status: 'Completed',
      confirmedAtBlock: minedAt,
    });
    const changes = (await statusChanges(db)).filter((change) => change.blockNumber === minedAt);
    expect(changes.map((change) => change.subject).sort()).toEqual(['activity', 'reservation']);
  });

  it('re-indexes a block replaced at the same height', async () => {
    const transactionId = await sendTracked(6, 1);
    const height = await mine();
    await sync.syncOnce();
    const first = (await cursorOf(db))?.hash;

    await devnet.reorg(1);
    expect(await mine()).toBe(height);
    expect(await sync.syncOnce()).toBe(1);
    const hashes = await nodeHashes(devnet);
    expect(hashes[height]).not.toBe(first);
    expect(await cursorOf(db)).toMatchObject({ height, hash: hashes[height] });
    expect(await activity(db, wallet(6).publicKey, transactionId)).toMatchObject({
      status: 'Completed',
      blockNumber: height,
    });
  });

  it('rolls a reorg of depth 3 back to the fork and re-derives statuses from the new chain', async () => {
    const buyer = wallet(5);
    const hash = await reserve(buyer, contract('PILL'));
    const reservedAt = await mine();
    await sync.syncOnce();
    const swapId = await swap(buyer, contract('PILL'), hash);
    await mine();
    const transferId = await sendTracked(7, 1);
    const tip = await mine();
    expect(await sync.syncOnce()).toBe(2);
    expect((await reservation(db, buyer.publicKey, hash)).status).toBe('Spent');
    expect((await activity(db, buyer.publicKey, swapId)).blockNumber).toBe(reservedAt + 1);
    expect((await activity(db, wallet(7).publicKey, transferId)).blockNumber).toBe(tip);
    const before = await storedBlocks(db);

    await devnet.reorg(3);
    expect(await sync.syncOnce()).toBe(0);
    expect(await cursorOf(db)).toMatchObject({ height: reservedAt - 1 });
    expect(await storedBlocks(db)).toEqual(before.slice(0, reservedAt));
    expect(await reservation(db, buyer.publicKey, hash)).toMatchObject({
      status: 'Pending',
      confirmedAtBlock: null,
      expiresAtBlock: null,
      events: null,
      receipt: null,
      lastUpdated: NOW,
    });
    for (const [userKey, transactionId] of [
      [buyer.publicKey, swapId],
      [wallet(7).publicKey, transferId],
    ] as const) {
      expect(await activity(db, userKey, transactionId)).toMatchObject({
        status: 'Pending',
        blockNumber: null,
        failedReason: null,
        receipt: null,
        events: null,
      });
    }
    expect((await statusChanges(db)).every((change) => change.blockNumber < reservedAt)).toBe(true);

    // The new chain mines all three in one block: the swap now runs in the reservation's own
    // block, which NativeSwap refuses.
    expect(await mine()).toBe(reservedAt);
    expect(await sync.syncOnce()).toBe(1);
    expect((await storedBlocks(db)).map((block) => block.hash)).toEqual(await nodeHashes(devnet));
    expect(await reservation(db, buyer.publicKey, hash)).toMatchObject({
      status: 'Completed',
      confirmedAtBlock: reservedAt,
    });
    const swapReceipt = await buyer.provider.getTransactionReceipt(swapId);
    expect(swapReceipt.failed).toBe(true);
    expect(await activity(db, buyer.publicKey, swapId)).toMatchObject({
      status: 'Failed',
      failedReason: swapReceipt.revert,
      blockNumber: reservedAt,
    });
    expect(await activity(db, wallet(7).publicKey, transferId)).toMatchObject({
      status: 'Completed',
      blockNumber: reservedAt,
    });
  });

  it('resumes from the cursor after a restart mid-catch-up, deriving everything once', async () => {
    const store = await restartableDatabase(engine);
    let restarted: OpenDatabase | null = null;
    try {
      restarted = await store.open();
      // The same user records as the running instance has, as the add route wrote them.
      const recorded = await db.select().from(activities);
      for (const row of recorded) {
        await addActivity(restarted.db, {
          userKey: row.userKey,
          transactionId: row.transactionId,
          type: row.type,
          inputs: row.inputs,
        });
      }
      const first = statusSync(restarted.db, devnet, node);
      expect(await first.syncOnce(7)).toBe(7);
      expect(await cursorOf(restarted.db)).toMatchObject({ height: 6 });
      await restarted.close();
      restarted = null;

      restarted = await store.open();
      const tip = await devnet.height();
      expect(await statusSync(restarted.db, devnet, node).syncOnce()).toBe(tip + 1 - 7);
      expect((await storedBlocks(restarted.db)).map((block) => block.hash)).toEqual(
        await nodeHashes(devnet),
      );
      const outcome = (rows: (typeof activities.$inferSelect)[]) =>
        rows
          .map((row) => [
            row.userKey,
            row.transactionId,
            row.status,
            row.blockNumber,
            row.failedReason,
            row.cancellationTransactionId,
          ])
          .sort();
      expect(outcome(await restarted.db.select().from(activities))).toEqual(outcome(recorded));
      const settled = recorded.filter((row) => row.status !== 'Pending').length;
      expect(await statusChanges(restarted.db)).toHaveLength(settled);
    } finally {
      await restarted?.close();
      await store.dispose();
    }
  });
});
