// After a reorg every Pending activity settles to what the node says (mined: Completed or Failed;
// replaced: Cancelled with the replacing transaction), children and grandchildren of a replaced
// parent included, and so do NativeSwap reservations and listings: the indexer with the user
// status and NativeSwap handlers, against a real devnet, on both engines.
import { toSatoshi } from '@btc-vision/bitcoin';
import { RESERVATION_LIFETIME_BLOCKS } from '@opswap/protocol/constants';
import { CANCELLED_BY_USER_REASON } from '@opswap/protocol/watch/watch-state';
import { and, eq } from 'drizzle-orm';
import type { InteractionTransactionReceipt, UTXO } from 'opnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpnetNodeReader } from '../../src/chain/opnet-node-reader.ts';
import type { Database } from '../../src/db/database.ts';
import type { Outpoint } from '../../src/db/schema/activity.ts';
import { nativeListings } from '../../src/db/schema/market.ts';
import type { ChainSync } from '../../src/indexer/chain-sync.ts';
import { chainSyncFor } from '../../src/indexer/indexer.ts';
import { DEVNET_MARKET_CONTRACTS } from '../../src/indexer/market/market-contracts.ts';
import { NativeSwapHandler } from '../../src/indexer/market/native-swap-handler.ts';
import { OpnetNativePoolReader } from '../../src/indexer/market/opnet-native-pool-reader.ts';
import { TokenHandler } from '../../src/indexer/market/token-handler.ts';
import { userStatusHandlers } from '../../src/indexer/status-handlers.ts';
import { addressOf, DevnetWallet, network, type SendOptions } from '../support/devnet-chain.ts';
import {
  startDevnetProcess,
  type DevnetInfo,
  type DevnetProcess,
} from '../support/devnet-process.ts';
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database.ts';
import {
  activity,
  addActivity,
  NETWORK,
  NOW,
  reservation,
  trackReservation,
} from './indexer-harness.ts';

let devnet: DevnetProcess;
let info: DevnetInfo;
let node: OpnetNodeReader;
let pools: OpnetNativePoolReader;

beforeAll(async () => {
  devnet = await startDevnetProcess();
  info = await devnet.info();
  node = new OpnetNodeReader({ rpcUrl: devnet.url, network: NETWORK });
  pools = OpnetNativePoolReader.connect({
    rpcUrl: devnet.url,
    network: NETWORK,
    nativeSwap: DEVNET_MARKET_CONTRACTS.nativeSwap,
  });
});

afterAll(async () => {
  await pools?.close();
  await node?.close();
  await devnet?.close();
});

const contract = (name: string) => (info.contracts[name] as { address: string }).address;
const opnetAddress = (index: number) => addressOf(info.accounts[index]!.opnetAddress);
const E18 = 10n ** 18n;
const RESERVATION_FEE = 5_000n;
/** Pays more than a parent and its descendants together: the node replaces them all. */
const REPLACEMENT_FEE_RATE = 50;

const outpointOf = (utxo: UTXO): Outpoint => ({
  transactionId: utxo.transactionId,
  outputIndex: utxo.outputIndex,
});

/** Where the devnet says a transaction stands. */
const nodeStatus = (transactionId: string) =>
  devnet.rpc.call<{ status: string; replacedBy?: string }>('devnet_transactionStatus', [
    transactionId,
  ]);
const hold = (transactionId: string) => devnet.rpc.call('devnet_hold', [transactionId]);
const release = () => devnet.rpc.call('devnet_release', []);

function statusSync(db: Database): ChainSync {
  return chainSyncFor({
    db,
    rpcUrl: devnet.url,
    network: NETWORK,
    handlers: [
      ...userStatusHandlers({ db, node, rpcUrl: devnet.url, now: () => NOW, lookupIntervalMs: 0 }),
      new TokenHandler(db, node, DEVNET_MARKET_CONTRACTS),
      new NativeSwapHandler(db, pools, DEVNET_MARKET_CONTRACTS),
    ],
  });
}

describe.each(ENGINES)('settling after a reorg on %s', (engine) => {
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
    sync = statusSync(db);
    await sync.syncOnce();
  });

  afterAll(async () => {
    await Promise.all([...wallets.values()].map((w) => w.close()));
    await database?.dispose();
    // The next engine starts from the same seed world.
    await devnet?.revert(snapshot);
  });

  const mine = async (count = 1): Promise<number> => Number((await devnet.mine(count)).blockNumber);

  /** The account's largest coin, to spend again in a replacement. */
  async function largestCoin(owner: DevnetWallet): Promise<UTXO> {
    const [coin] = (await owner.freshUtxos()).sort((a, b) => (b.value > a.value ? 1 : -1));
    return coin!;
  }

  /** A MOTO transfer from `owner`, funded by these coins when given. */
  function transfer(
    owner: DevnetWallet,
    options: SendOptions = {},
  ): Promise<InteractionTransactionReceipt> {
    return owner.broadcast(owner.token(contract('MOTO')).transfer(opnetAddress(9), 1n), options);
  }

  /** Records an activity as the add route does, with the inputs the node lists for it. */
  async function record(
    owner: DevnetWallet,
    sent: InteractionTransactionReceipt,
    type = 'Send',
  ): Promise<string> {
    await addActivity(db, {
      userKey: owner.publicKey,
      transactionId: sent.transactionId,
      type,
      inputs: await node.pendingInputs(sent.transactionId),
    });
    return sent.transactionId;
  }

  /** The owner spends the coin again, paying more: the node drops what spent it before. */
  async function replaceSpenderOf(owner: DevnetWallet, coin: UTXO): Promise<void> {
    await transfer(owner, { utxos: [coin], feeRate: REPLACEMENT_FEE_RATE });
    owner.provider.utxoManager.clean();
  }

  async function expectCancelledAsTheNodeSays(userKey: string, transactionId: string) {
    const said = await nodeStatus(transactionId);
    expect(said.status).toBe('replaced');
    expect(await activity(db, userKey, transactionId)).toMatchObject({
      status: 'Cancelled',
      failedReason: CANCELLED_BY_USER_REASON,
      cancellationTransactionId: said.replacedBy,
      blockNumber: null,
      receipt: null,
    });
  }

  it('cancels a child recorded once its parent was confirmed, and its child, when a depth-3 reorg replaces the parent', async () => {
    const owner = wallet(1);
    const coin = await largestCoin(owner);
    const parent = await transfer(owner, { utxos: [coin] });
    await record(owner, parent);
    await mine();
    const child = await transfer(owner, { utxos: parent.newUTXOs });
    await record(owner, child);
    await mine();
    const grandchild = await transfer(owner, { utxos: child.newUTXOs });
    await record(owner, grandchild);
    await mine();
    expect(await sync.syncOnce()).toBe(3);
    for (const sent of [parent, child, grandchild]) {
      expect((await activity(db, owner.publicKey, sent.transactionId)).status).toBe('Completed');
    }

    await devnet.reorg(3);
    await replaceSpenderOf(owner, coin);
    await mine(3);
    expect(await sync.syncOnce()).toBe(3);

    for (const sent of [parent, child, grandchild]) {
      await expectCancelledAsTheNodeSays(owner.publicKey, sent.transactionId);
    }
  });

  it("cancels a child recorded after its own block, its parent no one's activity", async () => {
    const owner = wallet(2);
    const coin = await largestCoin(owner);
    const parent = await transfer(owner, { utxos: [coin] });
    await mine();
    const child = await transfer(owner, { utxos: parent.newUTXOs });
    await mine();
    await record(owner, child);
    await mine();
    expect(await sync.syncOnce()).toBe(3);
    expect((await activity(db, owner.publicKey, child.transactionId)).status).toBe('Completed');

    await devnet.reorg(3);
    await replaceSpenderOf(owner, coin);
    await mine(3);
    expect(await sync.syncOnce()).toBe(3);

    await expectCancelledAsTheNodeSays(owner.publicKey, child.transactionId);
  });

  it('completes a child once mined when the new branch re-mines its parent first', async () => {
    const owner = wallet(3);
    const parent = await transfer(owner, { utxos: [await largestCoin(owner)] });
    await record(owner, parent);
    await mine();
    const child = await transfer(owner, { utxos: parent.newUTXOs });
    await record(owner, child);
    await mine(2);
    expect(await sync.syncOnce()).toBe(3);

    const forkHeight = Number((await devnet.reorg(3)).blockNumber);
    await hold(child.transactionId);
    const parentBlock = await mine();
    expect(parentBlock).toBe(forkHeight + 1);
    expect(await sync.syncOnce()).toBe(1);
    expect(await activity(db, owner.publicKey, parent.transactionId)).toMatchObject({
      status: 'Completed',
      blockNumber: parentBlock,
    });
    expect(await activity(db, owner.publicKey, child.transactionId)).toMatchObject({
      status: 'Pending',
      blockNumber: null,
      receipt: null,
    });

    await release();
    const childBlock = await mine();
    expect(await sync.syncOnce()).toBe(1);
    expect(await activity(db, owner.publicKey, child.transactionId)).toMatchObject({
      status: 'Completed',
      blockNumber: childBlock,
    });
  });

  it('re-reads what a Pending activity spends after a rollback: a child stored with only its own inputs is cancelled when its parent is replaced later', async () => {
    const owner = wallet(4);
    const coin = await largestCoin(owner);
    const parent = await transfer(owner, { utxos: [coin] });
    await mine();
    const child = await transfer(owner, { utxos: parent.newUTXOs });
    // As rows were stored before the parent chain was kept.
    await addActivity(db, {
      userKey: owner.publicKey,
      transactionId: child.transactionId,
      inputs: [...child.fundingInputUtxos, ...child.fundingUTXOs].map(outpointOf),
    });
    await mine(2);
    expect(await sync.syncOnce()).toBe(3);
    expect((await activity(db, owner.publicKey, child.transactionId)).status).toBe('Completed');

    // The new branch leaves both out at first; the indexer rolls back meanwhile.
    await devnet.reorg(3);
    await hold(parent.fundingUTXOs[0]!.transactionId);
    await mine();
    expect(await sync.syncOnce()).toBe(1);
    expect((await activity(db, owner.publicKey, child.transactionId)).status).toBe('Pending');

    await replaceSpenderOf(owner, coin);
    await release();
    await mine();
    expect(await sync.syncOnce()).toBe(1);
    await expectCancelledAsTheNodeSays(owner.publicKey, child.transactionId);
  });

  /** Reserves 100,000 sats of a token, recorded and tracked as the web app does. */
  async function reserve(buyer: DevnetWallet, token: string, options: SendOptions = {}) {
    const fee = [{ to: info.accounts[9]!.p2tr, value: RESERVATION_FEE }];
    const simulation = buyer
      .nativeSwap(contract('nativeSwap'), fee)
      .reserve(addressOf(token), 100_000n, 0n, 0, Buffer.from(buyer.publicKey, 'hex'));
    const sent = await buyer.broadcast(simulation, {
      ...options,
      extraOutputs: fee.map((payment) => ({
        address: payment.to,
        value: toSatoshi(payment.value),
      })),
    });
    await record(buyer, sent, 'Reservation');
    await trackReservation(db, {
      userKey: buyer.publicKey,
      hash: sent.transactionId,
      tokenAddress: token,
    });
    return sent.transactionId;
  }

  it('puts reservations made in reorged-out blocks back to Pending, then Completed in the new branch or Failed once replaced', async () => {
    const replaced = wallet(5);
    const coin = await largestCoin(replaced);
    const replacedHash = await reserve(replaced, contract('PILL'), { utxos: [coin] });
    const kept = wallet(6);
    const keptHash = await reserve(kept, contract('MOTO'));
    const reservedAt = await mine();
    await mine(2);
    expect(await sync.syncOnce()).toBe(3);
    for (const [buyer, hash] of [
      [replaced, replacedHash],
      [kept, keptHash],
    ] as const) {
      expect(await reservation(db, buyer.publicKey, hash)).toMatchObject({
        status: 'Completed',
        confirmedAtBlock: reservedAt,
      });
    }

    await devnet.reorg(3);
    await hold(keptHash);
    await replaceSpenderOf(replaced, coin);
    expect(await mine()).toBe(reservedAt);
    expect(await sync.syncOnce()).toBe(1);

    await expectCancelledAsTheNodeSays(replaced.publicKey, replacedHash);
    expect(await reservation(db, replaced.publicKey, replacedHash)).toMatchObject({
      status: 'Failed',
      reason: CANCELLED_BY_USER_REASON,
      confirmedAtBlock: null,
      expiresAtBlock: null,
      events: null,
    });
    expect(await reservation(db, kept.publicKey, keptHash)).toMatchObject({
      status: 'Pending',
      confirmedAtBlock: null,
      expiresAtBlock: null,
      events: null,
      receipt: null,
    });

    await release();
    const confirmedAt = await mine();
    expect(await sync.syncOnce()).toBe(1);
    expect(await reservation(db, kept.publicKey, keptHash)).toMatchObject({
      status: 'Completed',
      confirmedAtBlock: confirmedAt,
      expiresAtBlock: confirmedAt + RESERVATION_LIFETIME_BLOCKS,
    });
    expect(await reservation(db, replaced.publicKey, replacedHash)).toMatchObject({
      status: 'Failed',
    });
  });

  const listingRow = async (transactionId: string) => {
    const [row] = await db
      .select({ transactionId: nativeListings.transactionId })
      .from(nativeListings)
      .where(
        and(eq(nativeListings.network, NETWORK), eq(nativeListings.transactionId, transactionId)),
      );
    return row ?? null;
  };

  it('takes a listing back with its block, lists it again when re-mined, and cancels it when its approval is replaced', async () => {
    const seller = wallet(7);
    const coin = await largestCoin(seller);
    const amount = 100n * E18;
    const approval = await seller.broadcast(
      seller.token(contract('PILL')).increaseAllowance(addressOf(contract('nativeSwap')), amount),
      { utxos: [coin] },
    );
    await mine();
    const simulation = seller
      .nativeSwap(contract('nativeSwap'))
      .listLiquidity(
        addressOf(contract('PILL')),
        Buffer.from(seller.publicKey, 'hex'),
        seller.address.toCSV(1, network).address,
        amount,
        false,
      );
    const listing = await record(
      seller,
      await seller.broadcast(simulation, { utxos: approval.newUTXOs }),
      'ListNativeSwap',
    );
    const listedAt = await mine();
    await mine();
    expect(await sync.syncOnce()).toBe(3);
    expect((await activity(db, seller.publicKey, listing)).status).toBe('Completed');
    expect(await listingRow(listing)).not.toBeNull();

    // The new branch re-mines the approval, then the listing a block later.
    await devnet.reorg(3);
    await hold(listing);
    await mine();
    expect(await sync.syncOnce()).toBe(1);
    expect(await activity(db, seller.publicKey, listing)).toMatchObject({
      status: 'Pending',
      blockNumber: null,
    });
    expect(await listingRow(listing)).toBeNull();
    await release();
    expect(await mine()).toBe(listedAt);
    await mine();
    expect(await sync.syncOnce()).toBe(2);
    expect(await activity(db, seller.publicKey, listing)).toMatchObject({
      status: 'Completed',
      blockNumber: listedAt,
    });
    expect(await listingRow(listing)).not.toBeNull();

    // Another branch in which the seller spent the approval's coin on something else.
    await devnet.reorg(3);
    await replaceSpenderOf(seller, coin);
    await mine(3);
    expect(await sync.syncOnce()).toBe(3);
    await expectCancelledAsTheNodeSays(seller.publicKey, listing);
    expect(await listingRow(listing)).toBeNull();
  });
});

describe('a wallet sending after a reorg', () => {
  it("sends with the new tip's epoch challenge, where the one its client kept is refused", async () => {
    const snapshot = await devnet.snapshot();
    const owner = new DevnetWallet(devnet.url, 8);
    try {
      // The tip at the first block of an epoch (5 blocks each): the challenge is that epoch's.
      const height = await devnet.height();
      await devnet.mine(5 - (height % 5));
      const kept = await owner.provider.getChallenge();
      await devnet.reorg(3);
      const transfer = () => owner.token(contract('MOTO')).transfer(opnetAddress(9), 1n);
      await expect(owner.broadcast(transfer(), { challenge: kept })).rejects.toThrow(
        'Unknown or expired epoch challenge solution',
      );
      await expect(owner.broadcast(transfer())).resolves.toMatchObject({
        transactionId: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    } finally {
      await owner.close();
      await devnet.revert(snapshot);
    }
  });
});
