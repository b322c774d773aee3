import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  approxLogScaled,
  dynamicSwapFeeBps,
  splitSwapFee,
  utilisationPercent,
  volatilityBps,
} from './swap-fee.ts';

const calm = { satoshisSpent: 100_000n, volatilityBps: 0n, utilisationPercent: 0n };

describe('approxLogScaled', () => {
  it('is floor(log2 x) x 0.693147', () => {
    expect(approxLogScaled(0n)).toBe(0n);
    expect(approxLogScaled(1n)).toBe(0n);
    expect(approxLogScaled(2n)).toBe(693_147n);
    expect(approxLogScaled(3n)).toBe(693_147n);
    expect(approxLogScaled(4n)).toBe(1_386_294n);
  });
});

describe('dynamicSwapFeeBps', () => {
  it('charges 20 bps on a small, calm trade (reference unit test)', () => {
    expect(dynamicSwapFeeBps(calm)).toBe(20n);
  });

  it('adds the size term from two 200,000-sat steps', () => {
    expect(dynamicSwapFeeBps({ ...calm, satoshisSpent: 399_999n })).toBe(20n);
    // 20 x 0.693147 = 13.86 -> 13.
    expect(dynamicSwapFeeBps({ ...calm, satoshisSpent: 400_000n })).toBe(33n);
    expect(dynamicSwapFeeBps({ ...calm, satoshisSpent: 800_000n })).toBe(47n);
  });

  it('adds 15 x volatility / 10000, floored', () => {
    expect(dynamicSwapFeeBps({ ...calm, volatilityBps: 666n })).toBe(20n);
    expect(dynamicSwapFeeBps({ ...calm, volatilityBps: 667n })).toBe(21n);
  });

  it('adds 3 x utilisation / 10, floored', () => {
    expect(dynamicSwapFeeBps({ ...calm, utilisationPercent: 3n })).toBe(20n);
    expect(dynamicSwapFeeBps({ ...calm, utilisationPercent: 4n })).toBe(21n);
    expect(dynamicSwapFeeBps({ ...calm, utilisationPercent: 100n })).toBe(50n);
  });

  it('caps at 150 bps', () => {
    expect(dynamicSwapFeeBps({ ...calm, volatilityBps: 86_666n })).toBe(149n);
    expect(dynamicSwapFeeBps({ ...calm, volatilityBps: 86_667n })).toBe(150n);
    expect(dynamicSwapFeeBps({ ...calm, volatilityBps: 93_334n })).toBe(150n);
    expect(dynamicSwapFeeBps({ ...calm, satoshisSpent: 2n * 10n ** 14n })).toBe(150n);
  });

  it('stays within 15..150 and never falls as any input grows', () => {
    const input = fc.record({
      satoshisSpent: fc.bigInt({ min: 0n, max: 10n ** 15n }),
      volatilityBps: fc.bigInt({ min: 0n, max: 10n ** 6n }),
      utilisationPercent: fc.bigInt({ min: 0n, max: 100n }),
    });
    fc.assert(
      fc.property(input, fc.bigInt({ min: 0n, max: 10n ** 9n }), (inputs, more) => {
        const fee = dynamicSwapFeeBps(inputs);
        expect(fee >= 15n && fee <= 150n).toBe(true);
        expect(
          dynamicSwapFeeBps({ ...inputs, satoshisSpent: inputs.satoshisSpent + more }),
        ).toBeGreaterThanOrEqual(fee);
        expect(
          dynamicSwapFeeBps({ ...inputs, volatilityBps: inputs.volatilityBps + more }),
        ).toBeGreaterThanOrEqual(fee);
      }),
    );
  });
});

describe('volatilityBps', () => {
  it('is |now - before| x 10000 / before, and 0 without both quotes', () => {
    expect(volatilityBps(110n, 100n)).toBe(1_000n);
    expect(volatilityBps(90n, 100n)).toBe(1_000n);
    expect(volatilityBps(100n, 100n)).toBe(0n);
    expect(volatilityBps(0n, 100n)).toBe(0n);
    expect(volatilityBps(100n, 0n)).toBe(0n);
  });
});

describe('utilisationPercent', () => {
  it('is reserved x 100 / liquidity, floored, 0 for an empty pool', () => {
    expect(utilisationPercent(10n ** 19n, 10n ** 24n)).toBe(0n);
    expect(utilisationPercent(50n, 100n)).toBe(50n);
    expect(utilisationPercent(199n, 1_000n)).toBe(19n);
    expect(utilisationPercent(1n, 0n)).toBe(0n);
  });
});

describe('splitSwapFee', () => {
  it('takes floor(purchased x bps / 10000) for staking', () => {
    expect(splitSwapFee(10n ** 19n, 20n)).toEqual({ fee: 2n * 10n ** 16n, net: 998n * 10n ** 16n });
    expect(splitSwapFee(499n, 20n)).toEqual({ fee: 0n, net: 499n });
    expect(splitSwapFee(500n, 20n)).toEqual({ fee: 1n, net: 499n });
  });
});
