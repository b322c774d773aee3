import { MessageSigner } from '@btc-vision/transaction';
import { afterEach, describe, expect, it } from 'vitest';
import {
  devAccounts,
  network,
  openTestChain,
  type TestChain,
} from '../../test/support/counter-chain.ts';
import type { DevAccount } from '../accounts/dev-accounts.ts';
import { PublicKeyRegistry } from '../accounts/public-key-registry.ts';
import { fromHex, sha256, u32be, utf8 } from '../bytes.ts';
import { DEVNET_EPOCH_MINER } from '../tx/challenge.ts';
import { signBlockWitness, verifyBlockWitness, witnessDigest } from './block-witness.ts';
import { EpochBook } from './epoch-book.ts';
import { EPOCH_MIN_DIFFICULTY, solve, targetHash } from './epoch-rules.ts';
import { submissionMessage, type SubmissionInput } from './epoch-submission.ts';
import { verifyMerkleProof } from './merkle-tree.ts';
import { registryLinkedKeys } from './registry-keys.ts';

const alice = devAccounts.account(0);
const bob = devAccounts.account(1);
const stranger = devAccounts.account(2);

let opened: TestChain[] = [];
afterEach(() => {
  for (const test of opened) test.cleanup();
  opened = [];
});

/** A chain with alice and bob linked to their ML-DSA keys (stranger is not), and its epochs. */
function setup(now = () => 1_700_000_000_000) {
  const test = openTestChain({ now });
  opened.push(test);
  const registry = new PublicKeyRegistry(network);
  for (const account of [alice, bob]) {
    registry.registerAccount({
      publicKey: account.publicKey,
      mldsaHashedPublicKey: account.opnetAddress,
      mldsaLevel: account.mldsaLevel,
      mldsaPublicKey: account.mldsaPublicKey,
    });
  }
  const book = (opened: Pick<TestChain, 'chain' | 'store'> = test, persistent = true) =>
    new EpochBook({
      chain: opened.chain,
      linkedKeys: registryLinkedKeys(registry),
      store: persistent ? opened.store : null,
      now,
    });
  return { ...test, registry, book };
}

const keyOf = (account: DevAccount): Uint8Array => fromHex(account.opnetAddress);

/** The first salt (sha256 of a counter) whose solution's difficulty passes `wanted`. */
function mineSalt(
  target: Uint8Array,
  key: Uint8Array,
  wanted: (bits: number) => boolean = (bits) => bits >= EPOCH_MIN_DIFFICULTY,
): Uint8Array {
  for (let i = 0; ; i++) {
    const salt = sha256(u32be(i));
    if (wanted(solve(target, key, salt).difficulty)) return salt;
  }
}

type Unsigned = Omit<SubmissionInput, 'signature'>;

const schnorrSigned = (account: DevAccount, input: Unsigned): SubmissionInput => ({
  ...input,
  signature: MessageSigner.tweakAndSignMessage(
    account.signer,
    submissionMessage({ ...input, signature: new Uint8Array() }),
    network,
  ).signature,
});

const mldsaSigned = (account: DevAccount, input: Unsigned): SubmissionInput => ({
  ...input,
  signature: MessageSigner.signMLDSAMessage(
    account.mldsaSigner,
    submissionMessage({ ...input, signature: new Uint8Array() }),
  ).signature,
});

/** A submission by `account` for the open epoch, by default one that meets the minimum. */
function solution(
  book: EpochBook,
  account: DevAccount,
  wanted?: (bits: number) => boolean,
  graffiti: Uint8Array | null = null,
): Unsigned {
  const template = book.template()!;
  return {
    epochNumber: template.epochNumber,
    checksumRoot: template.target,
    salt: mineSalt(template.target, keyOf(account), wanted),
    mldsaPublicKey: keyOf(account),
    graffiti,
  };
}

describe('epochs over the blocks', () => {
  it('finalizes an epoch every 5 blocks once the next begins, chained and provable', () => {
    const { chain, book } = setup();
    const epochs = book(undefined, false);
    chain.mine(4);
    expect(epochs.latest()).toBeNull();
    expect(epochs.template()).toBeNull();
    chain.mine(7);
    expect(epochs.openEpoch()).toBe(2n);
    expect(epochs.latest()?.epochNumber).toBe(1n);
    expect(epochs.byNumber(2n)).toBeNull();

    const [zero, one] = [epochs.byNumber(0n)!, epochs.byNumber(1n)!];
    expect([one.startBlock, one.endBlock]).toEqual([5n, 9n]);
    expect(one.target).toEqual(fromHex(chain.blockAt(4)!.header.checksumRoot));
    expect(one.targetHash).toEqual(targetHash(one.target));
    expect(zero.target).toEqual(new Uint8Array(32));
    expect(zero.previousEpochHash).toEqual(new Uint8Array(32));
    expect(one.previousEpochHash).toEqual(zero.epochHash);
    expect(one.epochHash).toEqual(sha256(zero.epochHash, one.epochRoot));
    expect(epochs.byHash(zero.epochHash)).toBe(zero);

    // Nobody submitted: the devnet's miner proposes, with a zero salt and a real solution.
    expect(one.proposer.mldsaHash).toEqual(DEVNET_EPOCH_MINER.mldsaHash);
    expect(one.proposer.salt).toEqual(new Uint8Array(32));
    expect(one.proposer).toMatchObject(
      solve(one.target, DEVNET_EPOCH_MINER.mldsaHash, one.proposer.salt),
    );

    // The epoch proves its own data and each of its blocks' witness digests.
    expect(one.proofs.length).toBeGreaterThan(0);
    for (let h = 5; h <= 9; h++) {
      const header = chain.blockAt(h)!.header;
      expect(verifyMerkleProof(witnessDigest(header), epochs.witnessProofs(h), one.epochRoot)).toBe(
        true,
      );
    }
    expect(epochs.witnessProofs(10)).toEqual([]);
  });

  it('derives the same epochs from the same blocks, and new ones after a reorg', () => {
    const { chain, book, reopen } = setup();
    chain.mine(12);
    const before = book(undefined, false).byNumber(1n)!;
    const restarted = reopen();
    opened.push(restarted);
    expect(book(restarted, false).byNumber(1n)!.epochHash).toEqual(before.epochHash);

    const epochs = book(undefined, false);
    expect(epochs.byNumber(1n)!.epochHash).toEqual(before.epochHash);
    chain.reorg(4);
    expect(epochs.byNumber(1n)).toBeNull();
    chain.mine(4);
    const again = epochs.byNumber(1n)!;
    expect(again.epochRoot).not.toEqual(before.epochRoot);
    expect(epochs.byHash(before.epochHash)).toBeNull();
  });

  it('has each block witnessed by the devnet key over its digest', () => {
    const { chain } = setup();
    chain.mine(2);
    const header = chain.blockAt(2)!.header;
    expect(verifyBlockWitness(header, signBlockWitness(header))).toBe(true);
    expect(verifyBlockWitness(chain.blockAt(1)!.header, signBlockWitness(header))).toBe(false);
  });
});

describe('epoch submissions', () => {
  it('accepts a solution for the open epoch signed by a linked key, and makes the best one the proposer', () => {
    const { chain, book } = setup();
    const epochs = book(undefined, false);
    chain.mine(6);
    const first = solution(epochs, alice);
    const accepted = epochs.submit(schnorrSigned(alice, first));
    expect(accepted).toMatchObject({ status: 'accepted' });
    if (accepted.status !== 'accepted') return;
    expect(accepted.submission.difficulty).toBeGreaterThanOrEqual(EPOCH_MIN_DIFFICULTY);
    expect(accepted.submission.legacyPublicKey).toEqual(fromHex(alice.publicKey));

    // Bob's ML-DSA-signed solution that beats alice's, with graffiti.
    const aliceBits = accepted.submission.difficulty;
    const better = solution(epochs, bob, (bits) => bits > aliceBits, utf8('bob was here'));
    expect(epochs.submit(mldsaSigned(bob, better))).toMatchObject({ status: 'accepted' });

    chain.mine(4);
    const epoch = epochs.byNumber(1n)!;
    expect(epoch.submissions).toHaveLength(2);
    expect(epoch.proposer.mldsaHash).toEqual(keyOf(bob));
    expect(epoch.proposer.salt).toEqual(better.salt);
    expect(epoch.proposer.graffiti).toEqual(utf8('bob was here'));
    expect(epoch.proposer.legacyPublicKey).toEqual(fromHex(bob.publicKey));
  });

  it('rejects what OP_NET rejects, each with its reason', () => {
    const { chain, book } = setup();
    const epochs = book(undefined, false);
    chain.mine(7);
    const good = solution(epochs, alice);
    const reason = (input: SubmissionInput) => {
      const verdict = epochs.submit(input);
      return verdict.status === 'rejected' ? verdict.message : 'accepted';
    };
    expect(reason(schnorrSigned(alice, { ...good, epochNumber: 2n }))).toMatch(
      /^Cannot submit for epoch 2 at block 7\. Can only submit for epoch 1$/,
    );
    expect(
      reason(schnorrSigned(alice, { ...good, checksumRoot: sha256(good.checksumRoot) })),
    ).toMatch(/does not match the target of epoch 1/);
    const weak = {
      ...good,
      salt: mineSalt(good.checksumRoot, keyOf(alice), (bits) => bits < EPOCH_MIN_DIFFICULTY),
    };
    expect(reason(schnorrSigned(alice, weak))).toBe(
      `Solution does not meet the minimum difficulty (${EPOCH_MIN_DIFFICULTY} bits)`,
    );
    const unlinked = solution(epochs, stranger);
    expect(reason(schnorrSigned(stranger, unlinked))).toMatch(/not linked to a Bitcoin key/);
    expect(reason(schnorrSigned(bob, good))).toBe('Invalid signature for epoch submission');
    expect(reason(mldsaSigned(bob, good))).toBe('Invalid signature for epoch submission');
    expect(reason(schnorrSigned(alice, good))).toBe('accepted');
    expect(reason(schnorrSigned(alice, good))).toBe(
      'Epoch submission with this salt already exists',
    );
    expect(reason(schnorrSigned(alice, { ...good, epochNumber: 0n }))).toBe(
      'Epoch 0 cannot be mined',
    );
  });

  it('keeps accepted submissions across a restart, and drops them when a reorg changes their target', () => {
    const { chain, book, reopen } = setup();
    chain.mine(6);
    const epochs = book();
    const input = solution(epochs, alice);
    expect(epochs.submit(schnorrSigned(alice, input)).status).toBe('accepted');
    chain.mine(4);

    const restarted = reopen();
    opened.push(restarted);
    const again = book(restarted).byNumber(1n)!;
    expect(again.proposer.mldsaHash).toEqual(keyOf(alice));
    expect(again.submissions.map((s) => s.salt)).toEqual([input.salt]);

    // A reorg below block 4 changes epoch 1's target: the solution no longer counts.
    chain.faucet(bob.p2tr, 1_000n);
    chain.reorg(7);
    chain.mine(10);
    const reorged = epochs.byNumber(1n)!;
    expect(reorged.target).not.toEqual(input.checksumRoot);
    expect(reorged.submissions).toEqual([]);
    expect(reorged.proposer.mldsaHash).toEqual(DEVNET_EPOCH_MINER.mldsaHash);
  });
});
