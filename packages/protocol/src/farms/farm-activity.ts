import type { FarmAction } from './farm-figures.ts';

/**
 * The activity each farm action records, from the spec's activity types (docs/farms.md#activity):
 * a deposit stakes a token in the farm, a withdrawal unstakes it, a harvest claims the reward.
 */
export const FARM_ACTIVITY_TYPES = {
  deposit: 'Stake',
  withdraw: 'Unstake',
  harvest: 'Claim',
} as const satisfies Record<FarmAction, string>;

export interface FarmActivityInput {
  action: FarmAction;
  /** The farm (MotoChef) address. */
  farm: string;
  poolId: number;
  /** The token moved: the pool's token, or the farm's token for a harvest. */
  token: string;
  /** Base units moved; for a harvest, what was pending when it was sent (it pays at least that). */
  amount: bigint;
}

/**
 * The activity body the app records with the api once the action is sent, its data in the
 * shapes the staking activities use (activity-amounts.ts), so the activity lists show its
 * amounts: a withdrawal's fee is 0 (a farm charges none), a harvest's reward is one token.
 */
export function farmActivity(input: FarmActivityInput, transactionId: string) {
  const where = { farm: input.farm, poolId: input.poolId };
  const moved = { token: input.token, amount: input.amount.toString() };
  switch (input.action) {
    case 'deposit':
      return { type: FARM_ACTIVITY_TYPES.deposit, transactionId, data: { ...where, ...moved } };
    case 'withdraw':
      return {
        type: FARM_ACTIVITY_TYPES.withdraw,
        transactionId,
        data: { ...where, ...moved, fee: '0' },
      };
    case 'harvest':
      return {
        type: FARM_ACTIVITY_TYPES.harvest,
        transactionId,
        data: { ...where, rewards: [moved] },
      };
  }
}
