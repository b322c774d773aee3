// Walks every method of the unmodified `opnet` client's provider against a devnet: each one the
// node answers is called and its answer checked, and every JSON-RPC method the client knows must
// have been sent and served. A provider method or JSON-RPC method added to the client later,
// without a case here (and devnet support), fails this file.
import { toHex as bitcoinHex } from '@btc-vision/bitcoin';
import { MessageSigner } from '@btc-vision/transaction';
import {
  AbstractRpcProvider,
  Block,
  EpochWithSubmissions,
  JSONRpcMethods,
  JSONRpcProvider,
  type JsonRpcPayload,
} from 'opnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigintFromBytes, fromHex, sha256, toHex, u32be, utf8 } from '../src/bytes.ts';
import type { ChainBlock } from '../src/chain/chain-types.ts';
import {
  DEVNET_WITNESS_PUBLIC_KEY,
  verifyBlockWitness,
  witnessDigest,
} from '../src/epochs/block-witness.ts';
import { EPOCH_MIN_DIFFICULTY, solve } from '../src/epochs/epoch-rules.ts';
import { submissionMessage } from '../src/epochs/epoch-submission.ts';
import { verifyMerkleProof } from '../src/epochs/merkle-tree.ts';
import { EPOCH_LENGTH } from '../src/tx/challenge.ts';
import { storagePointer } from '../src/vm/storage-pointer.ts';
import { AccountClient } from './support/account-client.ts';
import { network, spendP2tr, type Coin } from './support/counter-chain.ts';
import { startTestDevnet, type TestDevnet } from './support/test-devnet.ts';

let net: TestDevnet;
let alice: AccountClient;
let bob: AccountClient;
let provider: JSONRpcProvider;
let token: string;
/** A mined interaction: alice's transfer to bob. */
let transferId: string;

/** JSON-RPC methods the provider sent, and those the devnet did not know. */
const sent = new Set<string>();
const unknown: string[] = [];

function watch(target: JSONRpcProvider): void {
  const send = target._send.bind(target);
  target._send = async (payload) => {
    for (const one of [payload].flat() as JsonRpcPayload[]) sent.add(one.method);
    const answer = await send(payload);
    const scan = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(scan);
      else if (value && typeof value === 'object' && 'error' in value) {
        const error = (value as { error?: { code?: number; message?: string } }).error;
        if (error?.code === -32601) unknown.push(error.message ?? '');
      }
    };
    scan(answer);
    return answer;
  };
}

/** A provider without the 10 s caches of challenge and gas that alice's sends filled. */
async function uncached<T>(read: (fresh: JSONRpcProvider) => Promise<T>): Promise<T> {
  const fresh = new JSONRpcProvider({ url: net.url, network });
  watch(fresh);
  try {
    return await read(fresh);
  } finally {
    await fresh.close();
  }
}

const height = () => net.devnet.chain.height;
const blockAt = (h: number): ChainBlock => net.devnet.chain.blockAt(h)!;

async function mineTo(target: number): Promise<void> {
  if (target > height()) await net.mine(target - height());
}

/** A fresh mined coin of `sats` for the account, from the faucet. */
async function coin(client: AccountClient, sats: bigint): Promise<Coin> {
  const paid = await net.rpc<{ txid: string; vout: number }>('devnet_faucet', [
    client.account.p2tr,
    sats.toString(),
  ]);
  await net.mine(1);
  return { ...paid, value: sats };
}

/** A signed payment from alice to bob, not broadcast. */
async function payment(sats: bigint): Promise<string> {
  const spent = await coin(alice, sats + 10_000n);
  return toHex(spendP2tr(alice.account, [spent], [{ address: bob.account.p2tr, value: sats }]));
}

beforeAll(async () => {
  net = await startTestDevnet({ accountCount: 3 });
  [alice, bob] = net.accounts.map((account) => new AccountClient(net.url, account)) as [
    AccountClient,
    AccountClient,
  ];
  provider = alice.provider;
  watch(provider);
  token = net.world.tokens.AAA;
  transferId = (await alice.send(alice.token(token).transfer(bob.address, 7n))).sent.transactionId;
  await mineTo(6);
});

afterAll(async () => {
  await Promise.all([alice, bob].map((client) => client?.close()));
  await net?.close();
});

type Case =
  /** Calls the method against the devnet and checks the answer. */
  | { run: () => Promise<void> }
  /** The method never reaches the node; why. */
  | { local: string }
  /** A helper the client calls from these public methods, which run it against the devnet. */
  | { via: string[] };

const cases: Record<string, Case> = {
  getBlockNumber: {
    run: async () => expect(await provider.getBlockNumber()).toBe(BigInt(height())),
  },
  getChainId: { run: async () => expect(await provider.getChainId()).toBe(0n) },
  getBlock: {
    run: async () => {
      const block = await provider.getBlock(2, true);
      expect(block.hash).toBe(blockAt(2).header.hash);
      expect(block.transactions.map((t) => t.id)).toContain(transferId);
    },
  },
  getBlockByHash: {
    run: async () =>
      expect((await provider.getBlockByHash(blockAt(1).header.hash)).height).toBe(1n),
  },
  getBlockByChecksum: {
    run: async () => {
      const block = await provider.getBlockByChecksum(blockAt(3).header.checksumRoot);
      expect(block.height).toBe(3n);
    },
  },
  getBlocks: {
    run: async () => {
      const blocks = await provider.getBlocks([0, 1, 2]);
      expect(blocks.map((b) => b.hash)).toEqual([0, 1, 2].map((h) => blockAt(h).header.hash));
      expect(blocks[0]).toBeInstanceOf(Block);
    },
  },
  getBalance: {
    run: async () =>
      expect(await provider.getBalance(bob.account.p2tr)).toBe(
        net.devnet.chain.balance(bob.account.p2tr),
      ),
  },
  getBalances: {
    run: async () => {
      const balances = await provider.getBalances([alice.account.p2tr, bob.account.p2tr]);
      expect(balances[bob.account.p2tr]).toBe(net.devnet.chain.balance(bob.account.p2tr));
    },
  },
  getPublicKeyInfo: {
    run: async () => {
      const address = await provider.getPublicKeyInfo(alice.account.p2tr, false);
      expect(address?.toHex()).toBe(alice.account.opnetAddress);
    },
  },
  getPublicKeysInfo: {
    run: async () => {
      const info = await provider.getPublicKeysInfo([bob.account.p2tr], false);
      expect(info[bob.account.p2tr]?.toHex()).toBe(bob.account.opnetAddress);
    },
  },
  getPublicKeysInfoRaw: {
    run: async () => {
      const raw = await provider.getPublicKeysInfoRaw(alice.account.p2tr);
      expect(raw[alice.account.p2tr]).toMatchObject({
        mldsaHashedPublicKey: alice.account.opnetAddress.slice(2),
      });
    },
  },
  getChallenge: {
    run: async () => {
      const challenge = await uncached((fresh) => fresh.getChallenge());
      expect(challenge.epochNumber).toBe(BigInt(height()) / EPOCH_LENGTH);
    },
  },
  gasParameters: {
    run: async () => {
      const gas = await uncached((fresh) => fresh.gasParameters());
      expect(gas.blockNumber).toBe(BigInt(height() + 1));
      expect(gas.gasPerSat).toBeGreaterThan(0n);
    },
  },
  call: {
    run: async () => {
      const balance = await alice.token(token).balanceOf(bob.address);
      expect(balance.properties.balance).toBeGreaterThanOrEqual(7n);
      const reverted = await provider.call(token, '00000000');
      expect(reverted).toHaveProperty('error');
    },
  },
  getCode: {
    run: async () => {
      const code = await provider.getCode(token, true);
      expect(new TextDecoder().decode(code as Uint8Array)).toBe('opswap-devnet:OP20');
    },
  },
  getStorageAt: {
    run: async () => {
      const pointer = bigintFromBytes(storagePointer(`balance/${bob.account.opnetAddress}`));
      const stored = await provider.getStorageAt(token, pointer);
      const balance = (await alice.token(token).balanceOf(bob.address)).properties.balance;
      expect(bigintFromBytes(stored.value)).toBe(balance);
      expect(stored.height).toBe(BigInt(height()));
      // Before the transfer (block 1, the seed), bob held 7 tokens fewer.
      const before = await provider.getStorageAt(token, pointer, false, 1);
      expect(bigintFromBytes(before.value)).toBe(balance - 7n);
      const name = await provider.getStorageAt(token, bigintFromBytes(storagePointer('name')));
      expect(new TextDecoder().decode(name.value)).toBe('Token AAA');
    },
  },
  getTransaction: {
    run: async () => {
      const tx = await provider.getTransaction(transferId);
      expect(tx.OPNetType).toBe('Interaction');
      expect(tx.blockNumber).toBe(2n);
    },
  },
  getTransactionReceipt: {
    run: async () => expect((await provider.getTransactionReceipt(transferId)).failed).toBe(false),
  },
  sendRawTransaction: {
    run: async () => {
      const sentTx = await provider.sendRawTransaction(await payment(20_000n), false);
      expect(sentTx).toMatchObject({ success: true });
      expect(net.devnet.chain.findTransaction(sentTx.result!)?.status).toBe('pending');
    },
  },
  sendRawTransactions: {
    run: async () => {
      const [one] = await provider.sendRawTransactions([await payment(21_000n)]);
      expect(one).toMatchObject({ success: true });
    },
  },
  sendRawTransactionPackage: {
    run: async () => {
      const simulation = await alice.token(token).transfer(bob.address, 1n);
      const signed = await simulation.signTransaction(alice.transactionParameters());
      const result = await provider.sendRawTransactionPackage([
        signed.fundingTransactionRaw!,
        signed.interactionTransactionRaw,
      ]);
      expect(result.success).toBe(true);
      expect(result.sequentialResults?.map((r) => r.success)).toEqual([true, true]);
    },
  },
  getMempoolInfo: {
    run: async () => {
      const info = await provider.getMempoolInfo();
      expect(info.count).toBe(net.devnet.chain.pendingTransactions().length);
      expect(info.count).toBeGreaterThan(0);
    },
  },
  getPendingTransaction: {
    run: async () => {
      const [pending] = net.devnet.chain.pendingTransactions();
      expect((await provider.getPendingTransaction(pending!.txid))?.id).toBe(pending!.txid);
    },
  },
  getLatestPendingTransactions: {
    run: async () => {
      const latest = await provider.getLatestPendingTransactions({ address: bob.account.p2tr });
      expect(latest.length).toBeGreaterThan(0);
    },
  },
  getLatestPendingTransactionsByAddresses: {
    run: async () => {
      const latest = await provider.getLatestPendingTransactionsByAddresses({
        addresses: [bob.account.p2tr, alice.account.p2tr],
        limit: 1,
      });
      expect(latest).toHaveLength(1);
      await net.mine(1);
    },
  },
  getBlockWitness: {
    run: async () => {
      await mineTo(10);
      const [witnessed] = await provider.getBlockWitness(3);
      expect(witnessed!.blockNumber).toBe(3n);
      const [witness] = witnessed!.witnesses;
      expect(witness!.publicKey?.toHex()).toBe('0x' + toHex(DEVNET_WITNESS_PUBLIC_KEY));
      expect(witness!.timestamp).toBe(blockAt(3).header.time * 1000);
      const header = blockAt(3).header;
      expect(verifyBlockWitness(header, witness!.signature)).toBe(true);
      expect(verifyBlockWitness(blockAt(4).header, witness!.signature)).toBe(false);
      // Block 3 is in epoch 0, finalized: its witness proves it in the epoch's root.
      const epoch = await provider.getEpochByNumber(0);
      expect(verifyMerkleProof(witnessDigest(header), witness!.proofs, epoch.epochRoot)).toBe(true);
      const [tip] = await provider.getBlockWitness(-1);
      expect(tip!.blockNumber).toBe(BigInt(height()));
      expect(tip!.witnesses[0]!.proofs).toEqual([]);
      expect(await provider.getBlockWitness(3, 1, 1)).toMatchObject([{ witnesses: [] }]);
    },
  },
  getLatestEpoch: {
    run: async () => {
      const latest = await provider.getLatestEpoch(false);
      expect(latest.epochNumber).toBe(BigInt(height()) / EPOCH_LENGTH - 1n);
      expect(latest.endBlock - latest.startBlock + 1n).toBe(EPOCH_LENGTH);
      expect(latest.proofs.length).toBeGreaterThan(0);
      expect(latest.minDifficulty).toBe(String(EPOCH_MIN_DIFFICULTY));
    },
  },
  getEpochByNumber: {
    run: async () => {
      const one = await provider.getEpochByNumber(1);
      expect([one.startBlock, one.endBlock]).toEqual([5n, 9n]);
      expect(bitcoinHex(one.targetHash)).toHaveLength(40);
      await expect(provider.getEpochByNumber(999)).rejects.toThrow(/No finalized epoch/);
    },
  },
  getEpochByHash: {
    run: async () => {
      const one = await provider.getEpochByNumber(1);
      const found = await provider.getEpochByHash('0x' + toHex(one.epochHash));
      expect(found.epochNumber).toBe(1n);
    },
  },
  getEpochTemplate: {
    run: async () => {
      const template = await provider.getEpochTemplate();
      expect(template.epochNumber).toBe(BigInt(height()) / EPOCH_LENGTH);
      const lastBefore = Number(template.epochNumber * EPOCH_LENGTH) - 1;
      expect('0x' + toHex(template.epochTarget)).toBe(blockAt(lastBefore).header.checksumRoot);
    },
  },
  submitEpoch: {
    run: async () => {
      const template = await provider.getEpochTemplate();
      const key = fromHex(alice.account.opnetAddress);
      let salt = sha256(u32be(0));
      for (
        let i = 1;
        solve(template.epochTarget, key, salt).difficulty < EPOCH_MIN_DIFFICULTY;
        i++
      ) {
        salt = sha256(u32be(i));
      }
      const unsigned = {
        epochNumber: template.epochNumber,
        checksumRoot: template.epochTarget,
        salt,
        mldsaPublicKey: key,
        graffiti: utf8('alice'),
      };
      const signature = MessageSigner.tweakAndSignMessage(
        alice.account.signer,
        submissionMessage({ ...unsigned, signature: new Uint8Array() }),
        network,
      ).signature;
      const submitted = await provider.submitEpoch({ ...unsigned, signature });
      expect(submitted.status).toBe('accepted');
      expect(submitted.message).toBe('Current best submission');
      expect(submitted.difficulty).toBeGreaterThanOrEqual(EPOCH_MIN_DIFFICULTY);
      const again = await provider.submitEpoch({ ...unsigned, signature });
      expect(again).toMatchObject({ status: 'rejected' });

      // Finalized once the next epoch begins: alice proposed it, her submission is listed.
      await mineTo(Number((template.epochNumber + 1n) * EPOCH_LENGTH));
      const epoch = await provider.getEpochByNumber(template.epochNumber, true);
      expect(epoch).toBeInstanceOf(EpochWithSubmissions);
      expect(epoch.proposer.publicKey.toHex()).toBe(alice.account.opnetAddress);
      expect(epoch.proposer.salt).toEqual(salt);
      expect(new TextDecoder().decode(epoch.proposer.graffiti)).toBe('alice');
      const [listed] = (epoch as EpochWithSubmissions).submissions!;
      expect(listed!.submissionHash).toEqual(submitted.submissionHash);
      expect(listed!.epochProposed.publicKey.toHex()).toBe(alice.account.opnetAddress);
    },
  },
  getReorg: {
    run: async () => {
      await net.mine(2);
      const tip = height();
      await net.rpc('devnet_reorg', [2]);
      const [reorg] = await provider.getReorg(tip - 1);
      expect(reorg).toMatchObject({ fromBlock: BigInt(tip - 1), toBlock: BigInt(tip) });
      expect(await provider.getReorg(tip)).toEqual([]);
    },
  },
  utxoManager: {
    run: async () => {
      provider.utxoManager.clean();
      const utxos = await provider.utxoManager.getUTXOs({ address: alice.account.p2tr });
      const confirmed = net.devnet.chain.utxos(alice.account.p2tr).confirmed;
      expect(utxos.length).toBeGreaterThanOrEqual(confirmed.length);
    },
  },
  callPayloadSingle: { via: ['getBlockNumber', 'getChainId', 'getBlock'] },
  callMultiplePayloads: { via: ['getBlocks', 'getBalances', 'sendRawTransactions'] },
  _fetchPendingTransactions: {
    via: ['getLatestPendingTransactions', 'getLatestPendingTransactionsByAddresses'],
  },
  _gasParameters: { via: ['gasParameters'] },
  _send: { via: ['getBlockNumber', 'getBlocks'] },
  getCSV1ForAddress: { local: 'derives the CSV address from the Address' },
  validateAddress: { local: 'checks the address format' },
  getNetwork: { local: 'returns the configured network' },
  buildJsonRpcPayload: { local: 'builds a payload' },
  parseSimulatedTransaction: { local: 'encodes call params (its output is tested by btc_call)' },
  bigintToBase64: { local: 'encodes a pointer for getStorageAt' },
  fetcher: { local: 'the HTTP client' },
  providerUrl: { local: 'appends the JSON-RPC path to the URL' },
  parseResponse: { local: 'parses a fetched body' },
  close: { local: 'closes the HTTP client' },
};

/** Every method of the provider, its class and the abstract base. */
function providerMethods(): string[] {
  const names = new Set<string>();
  for (const proto of [JSONRpcProvider.prototype, AbstractRpcProvider.prototype]) {
    for (const name of Object.getOwnPropertyNames(proto))
      if (name !== 'constructor') names.add(name);
  }
  return [...names].sort();
}

describe("every method of the opnet client's provider", () => {
  it('has a case here, and no case names a method the provider lacks', () => {
    const methods = providerMethods();
    expect(methods.filter((name) => !(name in cases))).toEqual([]);
    expect(Object.keys(cases).filter((name) => !methods.includes(name))).toEqual([]);
  });

  for (const [name, entry] of Object.entries(cases)) {
    if ('run' in entry) it(name, entry.run);
  }

  it('sent every JSON-RPC method the client knows, and the devnet served each one', () => {
    expect(Object.values(JSONRpcMethods).filter((method) => !sent.has(method))).toEqual([]);
    expect(unknown).toEqual([]);
  });

  it('reaches each helper through public methods that ran here', () => {
    for (const entry of Object.values(cases)) {
      if ('via' in entry) for (const name of entry.via) expect(cases[name]).toHaveProperty('run');
    }
  });
});
