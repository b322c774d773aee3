/**
 * The early-unstaking penalty of MOTO staking (testnet GitBook "Motoswap Staking"): a 2000-block
 * lock-up that starts at 20 percent of the stake and drops one percent every 100 blocks. Every
 * parameter can be changed by the staking admin.
 */
export interface LockupParameters {
  /** Blocks after the last interaction from which unstaking is free. */
  lockupDuration: bigint;
  /** The penalty, in percent of the stake, right after an interaction. */
  maxSlashingFeePercent: bigint;
  /** Blocks that take one percent off the penalty. */
  blocksPerOnePercentReduction: bigint;
}

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
