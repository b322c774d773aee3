import { UNLISTING_SLASHING } from '../constants.ts';
import { basisPointsOf } from '../math/basis-points.ts';
import { UNLISTING_SLASHING_GRACE_BLOCKS } from './contract-constants.ts';

/** The slashing curve: a minimum rate, rising linearly to a maximum, after a grace window. */
export interface SlashingSchedule {
  minimumBps: bigint;
  maximumBps: bigint;
  riseOverBlocks: number;
  graceBlocks: number;
}

/** The spec's curve (50 to 90 percent over 2016 blocks) with the contract's 4-block grace window. */
export const DEFAULT_SLASHING_SCHEDULE: SlashingSchedule = {
  minimumBps: BigInt(UNLISTING_SLASHING.minimumPercent) * 100n,
  maximumBps: BigInt(UNLISTING_SLASHING.maximumPercent) * 100n,
  riseOverBlocks: UNLISTING_SLASHING.riseOverBlocks,
  graceBlocks: UNLISTING_SLASHING_GRACE_BLOCKS,
};

/**
 * Unlisting penalty rate in bps (docs/native-swap.md#cancellation-penalty): the minimum within the
 * grace window, then minimum + floor((max - min) x (age - grace) / rise), capped at the maximum.
 */
export function unlistingPenaltyBps(
  listedAtBlock: number,
  currentBlock: number,
  schedule: SlashingSchedule = DEFAULT_SLASHING_SCHEDULE,
): bigint {
  if (currentBlock < listedAtBlock) {
    throw new RangeError(`Block ${currentBlock} is before the listing block ${listedAtBlock}`);
  }
  const age = currentBlock - listedAtBlock;
  if (age < schedule.graceBlocks) return schedule.minimumBps;
  const rise =
    ((schedule.maximumBps - schedule.minimumBps) * BigInt(age - schedule.graceBlocks)) /
    BigInt(schedule.riseOverBlocks);
  const rate = schedule.minimumBps + rise;
  return rate < schedule.maximumBps ? rate : schedule.maximumBps;
}

/** The listing split into the penalty sent to staking and the refund. */
export interface UnlistingSettlement {
  penalty: bigint;
  refund: bigint;
}

/** Penalty = floor(amount x bps / 10000); the provider gets the rest back. */
export function unlistingSettlement(amount: bigint, penaltyBps: bigint): UnlistingSettlement {
  const penalty = basisPointsOf(amount, penaltyBps);
  return { penalty, refund: amount - penalty };
}
