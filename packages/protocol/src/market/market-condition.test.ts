import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buyPerBlock, classifyBuyShare, getMarketCondition } from './market-condition.ts';

const condition = (reservedValue: bigint, sellQueueValue: bigint) =>
  getMarketCondition({ reservedValue, sellQueueValue }).condition;

describe('getMarketCondition', () => {
  it("says 'No Activity' with nothing reserved and nothing queued", () => {
    expect(getMarketCondition({ reservedValue: 0n, sellQueueValue: 0n })).toEqual({
      condition: 'No Activity',
      notice: null,
    });
  });

  it("says 'Pure Buy Demand - No Sellers!' with the notice once reserved exceeds the queue", () => {
    expect(getMarketCondition({ reservedValue: 1n, sellQueueValue: 0n })).toEqual({
      condition: 'Pure Buy Demand - No Sellers!',
      notice: 'Consuming Initial Liquidity!',
    });
    expect(condition(1001n, 1000n)).toBe('Pure Buy Demand - No Sellers!');
    expect(condition(1000n, 1000n)).toBe('Extreme Buy Intensity');
  });

  it('grades per-block buy (reserved / 8) against the queue at 5, 2 and 1 percent, exclusive', () => {
    // per-block > 5% of 1000 means reserved > 400; > 2% means > 160; > 1% means > 80.
    expect(condition(401n, 1000n)).toBe('Extreme Buy Intensity');
    expect(condition(400n, 1000n)).toBe('Strong Buy Intensity');
    expect(condition(161n, 1000n)).toBe('Strong Buy Intensity');
    expect(condition(160n, 1000n)).toBe('Active Buying');
    expect(condition(81n, 1000n)).toBe('Active Buying');
    expect(condition(80n, 1000n)).toBe('Heavy Sell Queue');
  });

  it('calls a queue without buyers a Heavy Sell Queue', () => {
    expect(getMarketCondition({ reservedValue: 0n, sellQueueValue: 5n })).toEqual({
      condition: 'Heavy Sell Queue',
      notice: null,
    });
  });

  it("never reaches 'Balanced' or 'Sell Pressure Building', kept as the spec writes the tiers", () => {
    // Past the 1% per-block tier the buy share is at most 8/108, under both share thresholds.
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (r, q) => {
          expect(['Balanced', 'Sell Pressure Building']).not.toContain(condition(r, q));
        },
      ),
    );
  });

  it('shows the notice only with pure buy demand', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (r, q) => {
          const view = getMarketCondition({ reservedValue: r, sellQueueValue: q });
          expect(view.notice !== null).toBe(view.condition === 'Pure Buy Demand - No Sellers!');
        },
      ),
    );
  });
});

describe('classifyBuyShare', () => {
  it('grades the buy share above 40 and above 10 percent, exclusive', () => {
    expect(classifyBuyShare(41n, 59n)).toBe('Balanced');
    expect(classifyBuyShare(40n, 60n)).toBe('Sell Pressure Building');
    expect(classifyBuyShare(11n, 89n)).toBe('Sell Pressure Building');
    expect(classifyBuyShare(10n, 90n)).toBe('Heavy Sell Queue');
    expect(classifyBuyShare(0n, 1n)).toBe('Heavy Sell Queue');
  });
});

describe('buyPerBlock', () => {
  it('spreads the reserved value over 8 blocks', () => {
    expect(buyPerBlock(800n)).toBe(100n);
    expect(buyPerBlock(7n)).toBe(0n);
  });
});
