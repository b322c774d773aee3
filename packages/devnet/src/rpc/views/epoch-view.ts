import { toBase64, toHex } from '../../bytes.ts';
import type { BlockHeader } from '../../chain/block-header.ts';
import { DEVNET_WITNESS_PUBLIC_KEY, signBlockWitness } from '../../epochs/block-witness.ts';
import type { EpochProposer, FinalizedEpoch } from '../../epochs/epoch-book.ts';
import { EPOCH_MIN_DIFFICULTY } from '../../epochs/epoch-rules.ts';
import type { AcceptedSubmission } from '../../epochs/epoch-submission.ts';

const hex0x = (bytes: Uint8Array): string => '0x' + toHex(bytes);

/** opnet's RawEpochMiner. */
export interface EpochMinerView {
  solution: string;
  mldsaPublicKey: string;
  legacyPublicKey: string;
  salt: string;
  graffiti?: string;
}

/** opnet's RawEpochSubmission. */
export interface EpochSubmissionView {
  submissionTxId: string;
  submissionTxHash: string;
  submissionHash: string;
  confirmedAt: string;
  epochProposed: EpochMinerView;
}

/** opnet's RawEpoch, with its submissions when asked. */
export interface EpochView {
  epochNumber: string;
  epochHash: string;
  epochRoot: string;
  startBlock: string;
  endBlock: string;
  difficultyScaled: string;
  minDifficulty: string;
  targetHash: string;
  proposer: EpochMinerView;
  proofs: string[];
  submissions?: EpochSubmissionView[];
}

type Miner = Pick<
  EpochProposer,
  'solution' | 'mldsaHash' | 'legacyPublicKey' | 'salt' | 'graffiti'
>;

function minerView(miner: Miner): EpochMinerView {
  return {
    solution: hex0x(miner.solution),
    mldsaPublicKey: hex0x(miner.mldsaHash),
    legacyPublicKey: hex0x(miner.legacyPublicKey),
    salt: hex0x(miner.salt),
    ...(miner.graffiti.length > 0 ? { graffiti: hex0x(miner.graffiti) } : {}),
  };
}

/**
 * A devnet submission is a JSON-RPC call, not a transaction: its transaction id and hash are its
 * submission hash, and it was confirmed at the height the tip had when it was accepted.
 */
function submissionView(submission: AcceptedSubmission): EpochSubmissionView {
  const id = hex0x(submission.submissionHash);
  return {
    submissionTxId: id,
    submissionTxHash: id,
    submissionHash: id,
    confirmedAt: submission.acceptedAt.toString(),
    epochProposed: minerView(submission),
  };
}

export function epochView(epoch: FinalizedEpoch, includeSubmissions: boolean): EpochView {
  return {
    epochNumber: epoch.epochNumber.toString(),
    epochHash: hex0x(epoch.epochHash),
    epochRoot: hex0x(epoch.epochRoot),
    startBlock: epoch.startBlock.toString(),
    endBlock: epoch.endBlock.toString(),
    // OP_NET scales a difficulty of b matching bits to 2^b.
    difficultyScaled: (2n ** BigInt(epoch.proposer.difficulty)).toString(),
    minDifficulty: EPOCH_MIN_DIFFICULTY.toString(),
    targetHash: hex0x(epoch.targetHash),
    proposer: minerView(epoch.proposer),
    proofs: epoch.proofs.map(hex0x),
    ...(includeSubmissions ? { submissions: epoch.submissions.map(submissionView) } : {}),
  };
}

/** opnet's RawBlockWitnessAPI: byte fields in base64, the key as 0x hex. */
export interface BlockWitnessView {
  signature: string;
  timestamp: number;
  proofs: string[];
  publicKey: string;
}

/** The devnet's own witness of a block, signed when asked (deterministically). */
export function blockWitnessView(header: BlockHeader, proofs: Uint8Array[]): BlockWitnessView {
  return {
    signature: toBase64(signBlockWitness(header)),
    timestamp: header.time * 1000,
    proofs: proofs.map(toBase64),
    publicKey: hex0x(DEVNET_WITNESS_PUBLIC_KEY),
  };
}
