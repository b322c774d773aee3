import { describe, expect, it } from 'vitest';
import { activityTokenAmounts } from '../activity/activity-amounts.ts';
import { activitySchema, addActivityBodySchema } from '../schemas/activity.ts';
import { compoundPlan, stakingActivity, type StakingPlan } from './staking-activity.ts';

const MOTO = `0x${'a'.repeat(64)}`;
const PILL = `0x${'b'.repeat(64)}`;
const TX = 'c'.repeat(64);

/** The recorded body as the api stores it and the activity list reads it back. */
function amountsRecorded(plan: StakingPlan) {
  const body = addActivityBodySchema.parse(stakingActivity(plan, TX));
  const activity = activitySchema.parse({
    ...body,
    status: 'Pending',
    timestamp: 1,
    lastUpdated: 1,
  });
  return { type: body.type, amounts: activityTokenAmounts(activity) };
}

describe('stakingActivity', () => {
  it('records a stake and the MOTO staked', () => {
    expect(amountsRecorded({ action: 'stake', moto: MOTO, amount: 100n })).toEqual({
      type: 'Stake',
      amounts: [{ token: MOTO, amount: 100n, role: 'staked' }],
    });
  });

  it('records a claim of the rewards pending, leaving out empty ones', () => {
    const plan: StakingPlan = {
      action: 'claim',
      rewards: [
        { token: MOTO, amount: 5n },
        { token: PILL, amount: 0n },
      ],
    };
    expect(amountsRecorded(plan)).toEqual({
      type: 'Claim',
      amounts: [{ token: MOTO, amount: 5n, role: 'claimed' }],
    });
  });

  it('records an unstake as the stake less its slashing fee', () => {
    expect(amountsRecorded({ action: 'unstake', moto: MOTO, staked: 100n, fee: 18n })).toEqual({
      type: 'Unstake',
      amounts: [{ token: MOTO, amount: 82n, role: 'unstaked' }],
    });
  });

  it('records a compound as Reward: the MOTO restaked and the other rewards paid', () => {
    const plan = compoundPlan(MOTO.toUpperCase().replace('0X', '0x'), [
      { token: MOTO, amount: 6n },
      { token: PILL, amount: 2n },
    ]);
    expect(plan).toMatchObject({ restaked: 6n, paid: [{ token: PILL, amount: 2n }] });
    expect(amountsRecorded(plan)).toEqual({
      type: 'Reward',
      amounts: [
        { token: plan.moto, amount: 6n, role: 'rewarded' },
        { token: PILL, amount: 2n, role: 'rewarded' },
      ],
    });
  });

  it('plans a compound of nothing when no MOTO reward is pending', () => {
    expect(compoundPlan(MOTO, [{ token: PILL, amount: 2n }])).toMatchObject({ restaked: 0n });
  });
});
