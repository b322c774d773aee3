import { crypto, type Network, networks, type PublicKey } from '@btc-vision/bitcoin';
import {
  ChallengeSolution,
  EpochValidator,
  type RawChallenge,
  TimeLockGenerator,
} from '@btc-vision/transaction';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { concatBytes, sha256, toHex, u64be, utf8 } from '../bytes.ts';
import { outputAddress } from './parse-bitcoin-transaction.ts';
import type { ParsedInteraction } from './parsed-transaction.ts';
import { reject } from './transaction-rejection.ts';

/** Blocks per epoch (EpochValidator.BLOCKS_PER_EPOCH). */
export const EPOCH_LENGTH = 5n;
/** How many epochs back a transaction's challenge may be: the client caches it, mempools wait. */
export const CHALLENGE_WINDOW_EPOCHS = 10n;
/** The smallest output 0 the library builds (MINIMUM_AMOUNT_REWARD). */
export const MINIMUM_EPOCH_REWARD = 330n;

/**
 * The devnet plays the winner of every epoch with one fixed, public key: there is no mining, so the
 * "solution" is derived from the epoch number and only has to be self-consistent.
 */
const MINER_PRIVATE_KEY = sha256(utf8('opswap devnet epoch miner'));
const MINER_PUBLIC_KEY = secp256k1.getPublicKey(MINER_PRIVATE_KEY, true);
const MINER_MLDSA_HASH = sha256(utf8('opswap devnet epoch miner ml-dsa'));
const GRAFFITI = utf8('opswap devnet');

/** The devnet's own epoch miner, the proposer of every epoch nobody submitted a solution for. */
export const DEVNET_EPOCH_MINER = {
  /** The 32-byte hash of its (notional) ML-DSA key, its OP_NET identity. */
  mldsaHash: MINER_MLDSA_HASH,
  /** Its compressed secp256k1 key. */
  publicKey: MINER_PUBLIC_KEY,
  graffiti: GRAFFITI,
} as const;

export interface DevnetChallenge {
  epochNumber: bigint;
  /** What btc_preimage returns: the JSON the client turns into a ChallengeSolution. */
  raw: RawChallenge;
  solution: Uint8Array;
  /** Output 0 of every interaction pays here: a CSV-75 P2WSH to the epoch winner's key. */
  rewardAddress: string;
}

function epochBytes(label: string, epochNumber: bigint): Uint8Array {
  return concatBytes(utf8(label), u64be(epochNumber));
}

const hex0x = (bytes: Uint8Array): string => '0x' + toHex(bytes);

export function epochOf(height: bigint): bigint {
  return height < 0n ? 0n : height / EPOCH_LENGTH;
}

const cache = new Map<string, DevnetChallenge>();

/** The deterministic challenge of an epoch; it passes ChallengeSolution.verify(). */
export function challengeForEpoch(
  epochNumber: bigint,
  network: Network = networks.regtest,
): DevnetChallenge {
  const id = `${network.bech32}:${epochNumber}`;
  const cached = cache.get(id);
  if (cached) return cached;

  const salt = sha256(epochBytes('salt', epochNumber));
  const targetChecksum = sha256(epochBytes('checksum', epochNumber));
  const targetHash = crypto.sha1(epochBytes('target', epochNumber));
  const solution = EpochValidator.calculateSolution(targetChecksum, MINER_MLDSA_HASH, salt);
  const startBlock = epochNumber * EPOCH_LENGTH;

  const raw: RawChallenge = {
    epochNumber: epochNumber.toString(),
    mldsaPublicKey: hex0x(MINER_MLDSA_HASH),
    // The compressed key, not the tweaked one: the builder derives output 0's address from it.
    legacyPublicKey: hex0x(MINER_PUBLIC_KEY),
    solution: hex0x(solution),
    salt: hex0x(salt),
    graffiti: hex0x(GRAFFITI),
    difficulty: EpochValidator.countMatchingBits(solution, targetHash),
    verification: {
      epochHash: hex0x(sha256(epochBytes('epoch', epochNumber))),
      epochRoot: hex0x(sha256(epochBytes('root', epochNumber))),
      targetHash: hex0x(targetHash),
      targetChecksum: hex0x(targetChecksum),
      startBlock: startBlock.toString(),
      endBlock: (startBlock + EPOCH_LENGTH - 1n).toString(),
      proofs: [],
    },
  };
  const challenge: DevnetChallenge = {
    epochNumber,
    raw,
    solution,
    rewardAddress: TimeLockGenerator.generateTimeLockAddress(MINER_PUBLIC_KEY as PublicKey, network)
      .address,
  };
  cache.set(id, challenge);
  return challenge;
}

/** The challenge btc_preimage serves while the chain tip is at this height. */
export function challengeForHeight(
  height: bigint,
  network: Network = networks.regtest,
): DevnetChallenge {
  return challengeForEpoch(epochOf(height), network);
}

/** The library object the transaction builder takes. */
export function toChallengeSolution(challenge: DevnetChallenge): ChallengeSolution {
  return new ChallengeSolution(challenge.raw);
}

/**
 * What the devnet can check of an interaction's challenge: the tapscript commits to the challenge
 * key hash and solution, and output 0 pays the epoch reward. The solution must be one the devnet
 * served for a recent epoch, and output 0 must pay at least the minimum reward, and at least the
 * priority fee, to that epoch's reward address. Returns the matched challenge.
 */
export function verifyInteractionChallenge(
  interaction: ParsedInteraction,
  tipHeight: bigint,
  network: Network = networks.regtest,
): DevnetChallenge {
  const tipEpoch = epochOf(tipHeight);
  let matched: DevnetChallenge | null = null;
  for (let epoch = tipEpoch; epoch >= 0n && epoch >= tipEpoch - CHALLENGE_WINDOW_EPOCHS; epoch--) {
    const candidate = challengeForEpoch(epoch, network);
    if (toHex(candidate.solution) === interaction.challengeSolution) {
      matched = candidate;
      break;
    }
  }
  if (!matched) reject('invalid-challenge', 'Unknown or expired epoch challenge solution');

  const reward = interaction.transaction.outputs[0];
  if (!reward || outputAddress(reward.script, network) !== matched.rewardAddress) {
    reject('invalid-challenge', 'Output 0 does not pay the epoch reward address');
  }
  if (reward.value < MINIMUM_EPOCH_REWARD || reward.value < interaction.priorityFee) {
    reject('invalid-challenge', 'Output 0 pays less than the epoch reward and priority fee');
  }
  return matched;
}
