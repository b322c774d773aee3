import { describe, expect, it } from 'vitest';
import { DEAD_ADDRESS } from '../tokens/token.ts';
import { activityTokenAmounts } from '../activity/activity-amounts.ts';
import { activitySchema } from '../schemas/activity.ts';
import { farmActivity } from './farm-activity.ts';
import {
  depositProblem,
  FARM_TEXTS,
  farmPendingHarvest,
  farmRewardsPerBlock,
  farmTokenOf,
  isBtcPool,
  poolRewardsPerBlock,
  withdrawProblem,
} from './farm-figures.ts';

const TOKEN = `0x${'ab'.repeat(32)}`;
const schedule = { rewardPerBlock: 10n * 10n ** 18n, multiplier: 1n, totalAllocPoint: 4_000n };

describe('farm figures', () => {
  it('reads the farm token from pool 1 and knows the BTC pool', () => {
    expect(farmTokenOf([DEAD_ADDRESS, TOKEN, '0x01'])).toBe(TOKEN);
    expect(farmTokenOf([DEAD_ADDRESS])).toBeNull();
    expect(isBtcPool(0, DEAD_ADDRESS)).toBe(true);
    expect(isBtcPool(1, TOKEN)).toBe(false);
  });

  it('pays the farm reward times the bonus multiplier, split by allocation points', () => {
    expect(farmRewardsPerBlock({ ...schedule, multiplier: 3n })).toBe(30n * 10n ** 18n);
    expect(poolRewardsPerBlock(schedule, 2_000n)).toBe(5n * 10n ** 18n);
    expect(poolRewardsPerBlock(schedule, 1_000n)).toBe(25n * 10n ** 17n);
    expect(poolRewardsPerBlock({ ...schedule, totalAllocPoint: 3n }, 1n)).toBe(
      (10n * 10n ** 18n) / 3n,
    );
    expect(poolRewardsPerBlock({ ...schedule, totalAllocPoint: 0n }, 0n)).toBe(0n);
  });

  it('adds the pools pending harvests, unknown when any is unknown', () => {
    expect(farmPendingHarvest([1n, 2n, 0n])).toBe(3n);
    expect(farmPendingHarvest([])).toBe(0n);
    expect(farmPendingHarvest([1n, null])).toBeNull();
  });

  it('checks a deposit against the balance with its 0.1 percent buffer', () => {
    expect(depositProblem(null, 100n)).toBe(FARM_TEXTS.enterAmount);
    expect(depositProblem(0n, 100n)).toBe(FARM_TEXTS.enterAmount);
    expect(depositProblem(1_000n, 1_001n)).toBeNull();
    expect(depositProblem(1_000n, 1_000n)).toBe(FARM_TEXTS.insufficientBalance);
  });

  it('checks a withdrawal against the deposit', () => {
    expect(withdrawProblem(5n, 5n)).toBeNull();
    expect(withdrawProblem(6n, 5n)).toBe(FARM_TEXTS.moreThanDeposited);
    expect(withdrawProblem(0n, 5n)).toBe(FARM_TEXTS.enterAmount);
  });

  it('records deposits as Stake, withdrawals as Unstake and harvests as Claim, with their amounts', () => {
    const input = { farm: TOKEN, poolId: 1, token: TOKEN, amount: 7n };
    const recorded = (action: 'deposit' | 'withdraw' | 'harvest') => {
      const body = farmActivity({ ...input, action }, 'a'.repeat(64));
      const activity = activitySchema.parse({
        ...body,
        status: 'Pending',
        timestamp: 1,
        lastUpdated: 1,
      });
      return [activity.type, activityTokenAmounts(activity)];
    };
    expect(recorded('deposit')).toEqual(['Stake', [{ token: TOKEN, amount: 7n, role: 'staked' }]]);
    expect(recorded('withdraw')).toEqual([
      'Unstake',
      [{ token: TOKEN, amount: 7n, role: 'unstaked' }],
    ]);
    expect(recorded('harvest')).toEqual(['Claim', [{ token: TOKEN, amount: 7n, role: 'claimed' }]]);
    expect(farmActivity({ ...input, action: 'harvest' }, 'tx').data).toEqual({
      farm: TOKEN,
      poolId: 1,
      rewards: [{ token: TOKEN, amount: '7' }],
    });
  });
});
