import type { Network } from '@btc-vision/bitcoin';
import type { MLDSASecurityLevel } from '@btc-vision/transaction';
import { concatBytes, equalBytes, sha256, toHex, u64be } from '../bytes.ts';
import { verifyMldsa } from '../tx/mldsa-link.ts';
import { verifySchnorr } from '../tx/taproot.ts';
import { EPOCH_MIN_DIFFICULTY, solve } from './epoch-rules.ts';

/** What btc_submitEpoch carries, as bytes. */
export interface SubmissionInput {
  epochNumber: bigint;
  /** The target the miner worked on: the checksum root of the template. */
  checksumRoot: Uint8Array;
  salt: Uint8Array;
  /** The 32-byte hash of the miner's ML-DSA key: its OP_NET address. */
  mldsaPublicKey: Uint8Array;
  signature: Uint8Array;
  graffiti: Uint8Array | null;
}

/** The keys this chain has linked to an ML-DSA key hash. */
export interface LinkedKeys {
  /** x-only, 32 bytes. */
  tweakedKey: Uint8Array;
  /** Compressed, 33 bytes. */
  originalKey: Uint8Array;
  /** The full ML-DSA key, once a transaction revealed it. */
  mldsaPublicKey: Uint8Array | null;
  mldsaLevel: MLDSASecurityLevel | null;
}

/** A submission the devnet accepted. */
export interface AcceptedSubmission {
  epochNumber: bigint;
  target: Uint8Array;
  salt: Uint8Array;
  mldsaHash: Uint8Array;
  legacyPublicKey: Uint8Array;
  graffiti: Uint8Array;
  signature: Uint8Array;
  solution: Uint8Array;
  difficulty: number;
  submissionHash: Uint8Array;
  /** The tip height when it was accepted. */
  acceptedAt: number;
  /** Milliseconds. */
  timestamp: number;
}

export type SubmissionVerdict =
  | { status: 'accepted'; submission: AcceptedSubmission }
  | {
      status: 'rejected';
      message: string;
      difficulty: number;
      submissionHash: Uint8Array;
      /** Milliseconds. */
      timestamp: number;
    };

/** What a submission is judged against. */
export interface SubmissionContext {
  tipHeight: number;
  /** The epoch the tip is in: the only one open to submissions. */
  openEpoch: bigint;
  /** That epoch's target (the checksum root of the last block before it). */
  openTarget: Uint8Array;
  linkedKeys(mldsaHash: Uint8Array): LinkedKeys | null;
  isDuplicate(epochNumber: bigint, salt: Uint8Array, mldsaHash: Uint8Array): boolean;
  network: Network;
  now: number;
}

/**
 * What the miner signs: its key hash, the epoch as a big-endian u64, the salt and the graffiti,
 * as an OP_NET node checks it.
 */
export function submissionMessage(input: SubmissionInput): Uint8Array {
  return concatBytes(
    input.mldsaPublicKey,
    u64be(input.epochNumber),
    input.salt,
    input.graffiti ?? new Uint8Array(),
  );
}

/** Identifies a submission: sha256 of the epoch, the target, the salt and the key hash. */
export function submissionHash(input: SubmissionInput): Uint8Array {
  return sha256(u64be(input.epochNumber), input.checksumRoot, input.salt, input.mldsaPublicKey);
}

/**
 * A 64-byte signature is a Schnorr signature by the linked taproot key; any other is an ML-DSA
 * signature by the revealed ML-DSA key. Both sign sha256 of the message, as MessageSigner does.
 */
function signatureVerifies(input: SubmissionInput, keys: LinkedKeys, network: Network): boolean {
  const digest = sha256(submissionMessage(input));
  if (input.signature.length === 64) return verifySchnorr(input.signature, digest, keys.tweakedKey);
  if (!keys.mldsaPublicKey || keys.mldsaLevel === null) return false;
  return verifyMldsa(keys.mldsaPublicKey, keys.mldsaLevel, digest, input.signature, network);
}

/**
 * Judges a submission in OP_NET's order: the open epoch, its target, the difficulty, the link and
 * signature of the key, then a repeat of the same salt by the same key.
 */
export function judgeSubmission(
  input: SubmissionInput,
  context: SubmissionContext,
): SubmissionVerdict {
  const hash = submissionHash(input);
  const rejected = (message: string, difficulty = 0): SubmissionVerdict => ({
    status: 'rejected',
    message,
    difficulty,
    submissionHash: hash,
    timestamp: context.now,
  });

  if (input.epochNumber === 0n) return rejected('Epoch 0 cannot be mined');
  if (input.epochNumber !== context.openEpoch) {
    return rejected(
      `Cannot submit for epoch ${input.epochNumber} at block ${context.tipHeight}. Can only submit for epoch ${context.openEpoch}`,
    );
  }
  if (!equalBytes(input.checksumRoot, context.openTarget)) {
    return rejected(
      `The checksum root does not match the target of epoch ${context.openEpoch}: expected 0x${toHex(context.openTarget)}`,
    );
  }
  const { solution, difficulty } = solve(context.openTarget, input.mldsaPublicKey, input.salt);
  if (difficulty < EPOCH_MIN_DIFFICULTY) {
    return rejected(
      `Solution does not meet the minimum difficulty (${EPOCH_MIN_DIFFICULTY} bits)`,
      difficulty,
    );
  }
  const keys = context.linkedKeys(input.mldsaPublicKey);
  if (!keys) {
    return rejected(
      'This ML-DSA key hash is not linked to a Bitcoin key on this chain: send a transaction that links it first',
      difficulty,
    );
  }
  if (!signatureVerifies(input, keys, context.network)) {
    return rejected('Invalid signature for epoch submission', difficulty);
  }
  if (context.isDuplicate(input.epochNumber, input.salt, input.mldsaPublicKey)) {
    return rejected('Epoch submission with this salt already exists', difficulty);
  }
  return {
    status: 'accepted',
    submission: {
      epochNumber: input.epochNumber,
      target: context.openTarget,
      salt: input.salt,
      mldsaHash: input.mldsaPublicKey,
      legacyPublicKey: keys.originalKey,
      graffiti: input.graffiti ?? new Uint8Array(),
      signature: input.signature,
      solution,
      difficulty,
      submissionHash: hash,
      acceptedAt: context.tipHeight,
      timestamp: context.now,
    },
  };
}
