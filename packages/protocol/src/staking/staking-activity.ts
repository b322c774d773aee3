import type { AddActivityBodyJson } from '../schemas/activity.ts';

/** An amount of one token (0x address, base units). */
export interface StakingTokenAmount {
  token: string;
  amount: bigint;
}

/**
 * What one staking transaction does, as the screen plans it from the figures it showed: a stake
 * of MOTO; a claim of every pending reward; an unstake of the whole stake less the slashing fee;
 * a compound that restakes the pending MOTO reward and pays the other reward tokens out.
 */
export type StakingPlan =
  | { action: 'stake'; moto: string; amount: bigint }
  | { action: 'claim'; rewards: readonly StakingTokenAmount[] }
  | { action: 'unstake'; moto: string; staked: bigint; fee: bigint }
  | { action: 'compound'; moto: string; restaked: bigint; paid: readonly StakingTokenAmount[] };

const rewardsJson = (rewards: readonly StakingTokenAmount[]) =>
  rewards
    .filter(({ amount }) => amount > 0n)
    .map(({ token, amount }) => ({ token, amount: amount.toString() }));

/**
 * The activity a staking transaction records (docs/staking.md#activity): Stake, Claim, Unstake,
 * and Reward for a compound (its MOTO reward is restaked rather than claimed). The amounts are
 * those the review showed; fees arriving before the transaction is mined can add a little.
 */
export function stakingActivity(plan: StakingPlan, transactionId: string): AddActivityBodyJson {
  switch (plan.action) {
    case 'stake':
      return {
        type: 'Stake',
        transactionId,
        data: { token: plan.moto, amount: plan.amount.toString() },
      };
    case 'claim':
      return { type: 'Claim', transactionId, data: { rewards: rewardsJson(plan.rewards) } };
    case 'unstake':
      return {
        type: 'Unstake',
        transactionId,
        data: { token: plan.moto, amount: plan.staked.toString(), fee: plan.fee.toString() },
      };
    case 'compound':
      return {
        type: 'Reward',
        transactionId,
        data: {
          token: plan.moto,
          amount: plan.restaked.toString(),
          rewards: rewardsJson(plan.paid),
        },
      };
  }
}

/** The reward tokens a compound pays out: every pending reward but MOTO's, which it restakes. */
export function compoundPlan(
  moto: string,
  rewards: readonly StakingTokenAmount[],
): Extract<StakingPlan, { action: 'compound' }> {
  const isMoto = (token: string) => token.toLowerCase() === moto.toLowerCase();
  return {
    action: 'compound',
    moto,
    restaked: rewards.find(({ token }) => isMoto(token))?.amount ?? 0n,
    paid: rewards.filter(({ token, amount }) => !isMoto(token) && amount > 0n),
  };
}
