import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unlistingPenaltyBps, unlistingSettlement } from './unlisting-slashing.ts';

const listedAt = 1_000;

describe('unlistingPenaltyBps', () => {
  it('holds 50 percent through the 4-block grace window', () => {
    expect(unlistingPenaltyBps(listedAt, listedAt)).toBe(5_000n);
    expect(unlistingPenaltyBps(listedAt, listedAt + 3)).toBe(5_000n);
    expect(unlistingPenaltyBps(listedAt, listedAt + 4)).toBe(5_000n);
  });

  it('rises by 40 percent over 2016 blocks after the grace window', () => {
    expect(unlistingPenaltyBps(listedAt, listedAt + 5)).toBe(5_001n);
    expect(unlistingPenaltyBps(listedAt, listedAt + 4 + 1_008)).toBe(7_000n);
    expect(unlistingPenaltyBps(listedAt, listedAt + 4 + 2_015)).toBe(8_998n);
    expect(unlistingPenaltyBps(listedAt, listedAt + 4 + 2_016)).toBe(9_000n);
  });

  it('caps at 90 percent', () => {
    expect(unlistingPenaltyBps(listedAt, listedAt + 4 + 2_017)).toBe(9_000n);
    expect(unlistingPenaltyBps(listedAt, listedAt + 10 ** 9)).toBe(9_000n);
  });

  it('takes the schedule as a parameter', () => {
    const schedule = {
      minimumBps: 1_000n,
      maximumBps: 2_000n,
      riseOverBlocks: 10,
      graceBlocks: 0,
    };
    expect(unlistingPenaltyBps(0, 5, schedule)).toBe(1_500n);
  });

  it('rejects a block before the listing', () => {
    expect(() => unlistingPenaltyBps(listedAt, listedAt - 1)).toThrow(RangeError);
  });

  it('never falls with age and stays within 50..90 percent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (age) => {
        const rate = unlistingPenaltyBps(0, age);
        expect(rate >= 5_000n && rate <= 9_000n).toBe(true);
        expect(unlistingPenaltyBps(0, age + 1)).toBeGreaterThanOrEqual(rate);
      }),
    );
  });
});

describe('unlistingSettlement', () => {
  it('floors the penalty and refunds the rest', () => {
    expect(unlistingSettlement(1_000n, 5_000n)).toEqual({ penalty: 500n, refund: 500n });
    expect(unlistingSettlement(999n, 5_001n)).toEqual({ penalty: 499n, refund: 500n });
  });
});
