/**
 * The early-unstaking penalty of MOTO staking (testnet GitBook "Motoswap Staking"): a 2000-block
 * lock-up that starts at 20 percent of the stake and drops one percent every 100 blocks. Every
 * parameter can be changed by the staking admin, and none can be read through the staking ABI:
 * the fee an unstake pays is always read from the contract (calculateSlashingFee); these
 * parameters only tell the user when the lock-up ends.
 */
export interface LockupParameters {
  /** Blocks after the last interaction from which unstaking is free. */
  lockupDuration: bigint;
  /** The penalty, in percent of the stake, right after an interaction. */
  maxSlashingFeePercent: bigint;
  /** Blocks that take one percent off the penalty. */
  blocksPerOnePercentReduction: bigint;
}

/** The deployed staking's parameters, which the devnet deploys with by default. */
export const DEFAULT_LOCKUP: LockupParameters = {
  lockupDuration: 2000n,
  maxSlashingFeePercent: 20n,
  blocksPerOnePercentReduction: 100n,
};

/** The penalty in percent after `blocksSinceInteraction` blocks (a negative age counts as 0). */
export function slashingPercent(blocksSinceInteraction: bigint, lockup: LockupParameters): bigint {
  const age = blocksSinceInteraction < 0n ? 0n : blocksSinceInteraction;
  if (age >= lockup.lockupDuration) return 0n;
  const reduction = age / lockup.blocksPerOnePercentReduction;
  return reduction >= lockup.maxSlashingFeePercent ? 0n : lockup.maxSlashingFeePercent - reduction;
}

/** The part of `amount` slashed after `blocksSinceInteraction` blocks, rounded down. */
export function slashingFee(
  amount: bigint,
  blocksSinceInteraction: bigint,
  lockup: LockupParameters,
): bigint {
  return (amount * slashingPercent(blocksSinceInteraction, lockup)) / 100n;
}

/** The first block from which unstaking is free, given the user's last stake, claim or compound. */
export function lockupEndBlock(lastInteractedBlock: bigint, lockup: LockupParameters): bigint {
  const byPercent = lockup.maxSlashingFeePercent * lockup.blocksPerOnePercentReduction;
  const duration = byPercent < lockup.lockupDuration ? byPercent : lockup.lockupDuration;
  return lastInteractedBlock + duration;
}
