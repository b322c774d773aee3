import { describe, expect, it } from 'vitest';
import { ACC_PRECISION, accrue, accumulated, poolReward, rewardMultiplier } from './reward-math.ts';

describe('rewardMultiplier', () => {
  it('counts bonus blocks bonusMultiplier times and the others once', () => {
    const at = (from: bigint, to: bigint) => rewardMultiplier(from, to, 100n, 10n);
    expect(at(10n, 20n)).toBe(100n);
    expect(at(90n, 100n)).toBe(100n);
    expect(at(95n, 105n)).toBe(55n);
    expect(at(100n, 110n)).toBe(10n);
    expect(at(150n, 151n)).toBe(1n);
  });

  it('is zero for an empty or reversed range', () => {
    expect(rewardMultiplier(20n, 20n, 100n, 10n)).toBe(0n);
    expect(rewardMultiplier(30n, 20n, 100n, 10n)).toBe(0n);
  });
});

describe('poolReward', () => {
  it('gives a pool its allocation share, rounded down', () => {
    expect(poolReward(10n, 100n, 1n, 3n)).toBe(333n);
    expect(poolReward(10n, 100n, 2n, 3n)).toBe(666n);
    expect(poolReward(10n, 100n, 2n, 0n)).toBe(0n);
  });
});

describe('accrue and accumulated', () => {
  it('shares a reward over the supply with 1e12 precision', () => {
    const acc = accrue(0n, 1000n, 3n);
    expect(acc).toBe((1000n * ACC_PRECISION) / 3n);
    expect(accumulated(1n, acc)).toBe(333n);
    expect(accumulated(3n, acc)).toBe(999n);
    expect(accrue(acc, 5n, 0n)).toBe(acc);
  });
});
