/**
 * MotoChef reward arithmetic: MasterChef V1's bonus multiplier with MiniChefV2's accumulator
 * (reward per staked unit scaled by 1e12, signed reward debts).
 */

export const ACC_PRECISION = 10n ** 12n;

/** Reward blocks between `from` and `to`: blocks before `bonusEndBlock` count `bonusMultiplier` times. */
export function rewardMultiplier(
  from: bigint,
  to: bigint,
  bonusEndBlock: bigint,
  bonusMultiplier: bigint,
): bigint {
  if (to <= from) return 0n;
  if (to <= bonusEndBlock) return (to - from) * bonusMultiplier;
  if (from >= bonusEndBlock) return to - from;
  return (bonusEndBlock - from) * bonusMultiplier + (to - bonusEndBlock);
}

/** A pool's share of the reward minted over `multiplier` reward blocks. */
export function poolReward(
  multiplier: bigint,
  rewardPerBlock: bigint,
  allocPoint: bigint,
  totalAllocPoint: bigint,
): bigint {
  if (totalAllocPoint === 0n) return 0n;
  return (multiplier * rewardPerBlock * allocPoint) / totalAllocPoint;
}

/** The accumulator after `reward` is shared over `supply` staked units. */
export function accrue(accPerShare: bigint, reward: bigint, supply: bigint): bigint {
  if (supply === 0n) return accPerShare;
  return accPerShare + (reward * ACC_PRECISION) / supply;
}

/** What `amount` staked units have accumulated at `accPerShare`. */
export function accumulated(amount: bigint, accPerShare: bigint): bigint {
  return (amount * accPerShare) / ACC_PRECISION;
}
