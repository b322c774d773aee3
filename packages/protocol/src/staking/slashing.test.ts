import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCKUP, lockupEndBlock, slashingFee, slashingPercent } from './slashing.ts';

describe('slashingPercent', () => {
  it('starts at 20 percent and drops one percent every 100 blocks until block 2000', () => {
    const percentAt = (age: bigint) => slashingPercent(age, DEFAULT_LOCKUP);
    expect(
      [0n, 1n, 99n, 100n, 199n, 550n, 1050n, 1900n, 1999n, 2000n, 5000n].map(percentAt),
    ).toEqual([20n, 20n, 20n, 19n, 19n, 15n, 10n, 1n, 1n, 0n, 0n]);
  });

  it('ends at the lock-up even when the steps would not reach zero', () => {
    const lockup = {
      lockupDuration: 500n,
      maxSlashingFeePercent: 50n,
      blocksPerOnePercentReduction: 1n,
    };
    expect(slashingPercent(49n, lockup)).toBe(1n);
    expect(slashingPercent(50n, lockup)).toBe(0n);
    const slow = {
      lockupDuration: 300n,
      maxSlashingFeePercent: 90n,
      blocksPerOnePercentReduction: 10n,
    };
    expect(slashingPercent(299n, slow)).toBe(61n);
    expect(slashingPercent(300n, slow)).toBe(0n);
  });

  it('treats a negative age as a fresh interaction', () => {
    expect(slashingPercent(-5n, DEFAULT_LOCKUP)).toBe(20n);
  });
});

describe('slashingFee', () => {
  it('takes the percent of the amount, rounded down', () => {
    expect(slashingFee(1000n, 0n, DEFAULT_LOCKUP)).toBe(200n);
    expect(slashingFee(999n, 550n, DEFAULT_LOCKUP)).toBe(149n);
    expect(slashingFee(10n ** 18n, 1999n, DEFAULT_LOCKUP)).toBe(10n ** 16n);
    expect(slashingFee(10n ** 18n, 2000n, DEFAULT_LOCKUP)).toBe(0n);
  });
});

describe('lockupEndBlock', () => {
  it('is where the percent first reaches 0: the lock-up, or the steps when they end sooner', () => {
    expect(lockupEndBlock(1_000n, DEFAULT_LOCKUP)).toBe(3_000n);
    expect(slashingPercent(1_999n, DEFAULT_LOCKUP)).toBe(1n);
    const steps = {
      lockupDuration: 2_000n,
      maxSlashingFeePercent: 5n,
      blocksPerOnePercentReduction: 10n,
    };
    expect(lockupEndBlock(100n, steps)).toBe(150n);
    expect(slashingPercent(49n, steps)).toBe(1n);
    expect(slashingPercent(50n, steps)).toBe(0n);
  });
});
