import { equalBytes, fromHex, sha256, toHex, u64be, ZERO_HASH } from '../bytes.ts';
import type { BlockHeader } from '../chain/block-header.ts';
import type { Chain } from '../chain/chain.ts';
import type { ChainStore, SubmissionRecord } from '../chain/chain-store.ts';
import { DEVNET_EPOCH_MINER, epochOf } from '../tx/challenge.ts';
import { witnessDigest } from './block-witness.ts';
import { epochBounds, epochTarget, solve, targetHash } from './epoch-rules.ts';
import {
  judgeSubmission,
  type AcceptedSubmission,
  type LinkedKeys,
  type SubmissionInput,
  type SubmissionVerdict,
} from './epoch-submission.ts';
import { MerkleTree } from './merkle-tree.ts';

/** The miner an epoch names as its proposer, with the solution it is credited with. */
export interface EpochProposer {
  mldsaHash: Uint8Array;
  legacyPublicKey: Uint8Array;
  salt: Uint8Array;
  graffiti: Uint8Array;
  solution: Uint8Array;
  difficulty: number;
}

/** An epoch whose blocks are all mined and whose successor has begun: it no longer changes. */
export interface FinalizedEpoch {
  epochNumber: bigint;
  startBlock: bigint;
  endBlock: bigint;
  /** The checksum root it was mined against, and its SHA-1. */
  target: Uint8Array;
  targetHash: Uint8Array;
  previousEpochHash: Uint8Array;
  /** The root of its merkle tree: leaf 0 its data, leaf 1 + i the witness digest of its block i. */
  epochRoot: Uint8Array;
  /** sha256(previous epoch hash || epoch root): the epochs chain like blocks. */
  epochHash: Uint8Array;
  proposer: EpochProposer;
  /** The merkle path of its data leaf to the epoch root. */
  proofs: Uint8Array[];
  /** The accepted submissions for it, in the order they came. */
  submissions: readonly AcceptedSubmission[];
  tree: MerkleTree;
  /** The hash of its last block when it was built: a reorg below it changes the hash. */
  endHash: string;
}

export interface EpochBookOptions {
  chain: Chain;
  linkedKeys: (mldsaHash: Uint8Array) => LinkedKeys | null;
  /** Where accepted submissions persist; null keeps them in memory. */
  store?: ChainStore | null;
  /** Milliseconds. */
  now?: () => number;
}

const ZERO_BYTES = fromHex(ZERO_HASH);

const record = (submission: AcceptedSubmission): SubmissionRecord => ({
  t: 'submission',
  epochNumber: submission.epochNumber.toString(),
  target: toHex(submission.target),
  salt: toHex(submission.salt),
  mldsaPublicKey: toHex(submission.mldsaHash),
  legacyPublicKey: toHex(submission.legacyPublicKey),
  graffiti: toHex(submission.graffiti),
  signature: toHex(submission.signature),
  acceptedAt: submission.acceptedAt,
  timestamp: submission.timestamp,
});

function fromRecord(stored: SubmissionRecord): AcceptedSubmission {
  const epochNumber = BigInt(stored.epochNumber);
  const target = fromHex(stored.target);
  const salt = fromHex(stored.salt);
  const mldsaHash = fromHex(stored.mldsaPublicKey);
  const { solution, difficulty } = solve(target, mldsaHash, salt);
  return {
    epochNumber,
    target,
    salt,
    mldsaHash,
    legacyPublicKey: fromHex(stored.legacyPublicKey),
    graffiti: fromHex(stored.graffiti),
    signature: fromHex(stored.signature),
    solution,
    difficulty,
    submissionHash: sha256(u64be(epochNumber), target, salt, mldsaHash),
    acceptedAt: stored.acceptedAt,
    timestamp: stored.timestamp,
  };
}

/**
 * OP_NET's epochs over the devnet's blocks: an epoch every 5 blocks, mined against the checksum
 * root of the block before it, finalized once the next epoch begins. Miners submit solutions for
 * the epoch in progress (btc_submitEpoch); the best one becomes its proposer, and an epoch without
 * one names the devnet's own miner. Everything is derived from the blocks and the submissions, so
 * a reorg changes exactly the epochs whose blocks it changed.
 */
export class EpochBook {
  private readonly chain: Chain;
  private readonly linkedKeys: EpochBookOptions['linkedKeys'];
  private readonly store: ChainStore | null;
  private readonly now: () => number;
  private readonly built = new Map<bigint, FinalizedEpoch>();
  private readonly submissions = new Map<bigint, AcceptedSubmission[]>();

  constructor(options: EpochBookOptions) {
    this.chain = options.chain;
    this.linkedKeys = options.linkedKeys;
    this.store = options.store ?? null;
    this.now = options.now ?? Date.now;
    for (const stored of this.store?.submissionRecords ?? []) this.remember(fromRecord(stored));
  }

  /** The epoch the tip is in: the one miners work on. */
  openEpoch(): bigint {
    return epochOf(BigInt(this.chain.height));
  }

  /** The newest finalized epoch; null until the first one ends (block 5 is mined). */
  latest(): FinalizedEpoch | null {
    return this.byNumber(this.openEpoch() - 1n);
  }

  /** A finalized epoch; null for one still open, not yet begun or below zero. */
  byNumber(epochNumber: bigint): FinalizedEpoch | null {
    if (epochNumber < 0n || epochNumber >= this.openEpoch()) return null;
    return this.build(epochNumber);
  }

  byHash(epochHash: Uint8Array): FinalizedEpoch | null {
    for (let n = this.openEpoch() - 1n; n >= 0n; n--) {
      const epoch = this.build(n);
      if (equalBytes(epoch.epochHash, epochHash)) return epoch;
    }
    return null;
  }

  /** What miners mine now; null in epoch 0, which cannot be mined. */
  template(): { epochNumber: bigint; target: Uint8Array } | null {
    const epochNumber = this.openEpoch();
    if (epochNumber === 0n) return null;
    return { epochNumber, target: epochTarget(epochNumber, this.headerAt) };
  }

  /** Judges a submission; an accepted one is kept (and persisted) for its epoch. */
  submit(input: SubmissionInput): SubmissionVerdict {
    const openEpoch = this.openEpoch();
    const verdict = judgeSubmission(input, {
      tipHeight: this.chain.height,
      openEpoch,
      openTarget: epochTarget(openEpoch, this.headerAt),
      linkedKeys: this.linkedKeys,
      isDuplicate: (epochNumber, salt, mldsaHash) =>
        (this.submissions.get(epochNumber) ?? []).some(
          (s) => equalBytes(s.salt, salt) && equalBytes(s.mldsaHash, mldsaHash),
        ),
      network: this.chain.network,
      now: this.now(),
    });
    if (verdict.status === 'accepted') {
      this.store?.appendSubmission(record(verdict.submission));
      this.remember(verdict.submission);
    }
    return verdict;
  }

  /** Whether a submission is the best one of its epoch so far. */
  isBest(submission: AcceptedSubmission): boolean {
    return this.best(submission.epochNumber, submission.target) === submission;
  }

  /**
   * The merkle path from a block's witness digest to its epoch's root; empty until the epoch is
   * finalized, as on OP_NET, where witnesses get their proofs when their epoch does.
   */
  witnessProofs(height: number): Uint8Array[] {
    const epoch = this.byNumber(epochOf(BigInt(height)));
    if (!epoch) return [];
    return epoch.tree.proof(1 + height - Number(epoch.startBlock));
  }

  private readonly headerAt = (height: number): BlockHeader | undefined =>
    this.chain.blockAt(height)?.header;

  private remember(submission: AcceptedSubmission): void {
    const list = this.submissions.get(submission.epochNumber) ?? [];
    list.push(submission);
    this.submissions.set(submission.epochNumber, list);
  }

  /** The submissions that still count: those mined against the epoch's current target. */
  private current(epochNumber: bigint, target: Uint8Array): AcceptedSubmission[] {
    return (this.submissions.get(epochNumber) ?? []).filter((s) => equalBytes(s.target, target));
  }

  /** The most difficult submission; the first one wins a tie. */
  private best(epochNumber: bigint, target: Uint8Array): AcceptedSubmission | null {
    let best: AcceptedSubmission | null = null;
    for (const submission of this.current(epochNumber, target)) {
      if (!best || submission.difficulty > best.difficulty) best = submission;
    }
    return best;
  }

  private isCurrent(epochNumber: bigint): boolean {
    const epoch = this.built.get(epochNumber);
    return epoch !== undefined && this.headerAt(Number(epoch.endBlock))?.hash === epoch.endHash;
  }

  /** Builds an epoch, and first the ones below it that a reorg changed (each chains to the last). */
  private build(epochNumber: bigint): FinalizedEpoch {
    let first = epochNumber;
    while (first >= 0n && !this.isCurrent(first)) first--;
    for (let n = first + 1n; n <= epochNumber; n++) {
      const previous = n === 0n ? ZERO_BYTES : (this.built.get(n - 1n) as FinalizedEpoch).epochHash;
      this.built.set(n, this.assemble(n, previous));
    }
    return this.built.get(epochNumber) as FinalizedEpoch;
  }

  private assemble(epochNumber: bigint, previousEpochHash: Uint8Array): FinalizedEpoch {
    const { startBlock, endBlock } = epochBounds(epochNumber);
    const target = epochTarget(epochNumber, this.headerAt);
    const proposer = this.proposer(epochNumber, target);
    const dataLeaf = sha256(
      u64be(epochNumber),
      u64be(startBlock),
      u64be(endBlock),
      target,
      targetHash(target),
      previousEpochHash,
      proposer.solution,
      proposer.mldsaHash,
      proposer.salt,
      proposer.graffiti,
    );
    const headers: BlockHeader[] = [];
    for (let h = Number(startBlock); h <= Number(endBlock); h++) {
      const header = this.headerAt(h);
      if (!header) throw new RangeError(`Epoch ${epochNumber} is not finalized: no block ${h}`);
      headers.push(header);
    }
    const tree = new MerkleTree([dataLeaf, ...headers.map(witnessDigest)]);
    return {
      epochNumber,
      startBlock,
      endBlock,
      target,
      targetHash: targetHash(target),
      previousEpochHash,
      epochRoot: tree.root,
      epochHash: sha256(previousEpochHash, tree.root),
      proposer,
      proofs: tree.proof(0),
      submissions: this.current(epochNumber, target),
      tree,
      endHash: (headers[headers.length - 1] as BlockHeader).hash,
    };
  }

  /** The best submission's miner, or the devnet's own miner with a zero salt, as OP_NET's genesis proposer. */
  private proposer(epochNumber: bigint, target: Uint8Array): EpochProposer {
    const best = this.best(epochNumber, target);
    if (best) {
      return {
        mldsaHash: best.mldsaHash,
        legacyPublicKey: best.legacyPublicKey,
        salt: best.salt,
        graffiti: best.graffiti,
        solution: best.solution,
        difficulty: best.difficulty,
      };
    }
    const salt = new Uint8Array(32);
    return {
      mldsaHash: DEVNET_EPOCH_MINER.mldsaHash,
      legacyPublicKey: DEVNET_EPOCH_MINER.publicKey,
      salt,
      graffiti: DEVNET_EPOCH_MINER.graffiti,
      ...solve(target, DEVNET_EPOCH_MINER.mldsaHash, salt),
    };
  }
}
