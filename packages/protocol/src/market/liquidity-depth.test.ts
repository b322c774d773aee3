import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getLiquidityDepth, usdDepthText } from './liquidity-depth.ts';

describe('getLiquidityDepth', () => {
  it('computes the sats and tokens that move the price 2 percent each way', () => {
    expect(
      getLiquidityDepth({ virtualBTCReserve: 1_000_000n, virtualTokenReserve: 1_000_000n }),
    ).toEqual({
      up: { sats: 9950n, tokens: 9851n },
      down: { sats: 10049n, tokens: 10152n },
    });
  });

  it('is empty without reserves', () => {
    expect(getLiquidityDepth({ virtualBTCReserve: 0n, virtualTokenReserve: 5n })).toBeNull();
    expect(getLiquidityDepth({ virtualBTCReserve: 5n, virtualTokenReserve: 0n })).toBeNull();
  });

  it('moves the price by 2 percent within rounding on large pools', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 10n ** 8n, max: 10n ** 15n }),
        fc.bigInt({ min: 10n ** 18n, max: 10n ** 27n }),
        (b, t) => {
          const depth = getLiquidityDepth({ virtualBTCReserve: b, virtualTokenReserve: t });
          if (!depth) throw new Error('depth expected');
          // price' / price = (B'/T') / (B/T); compare in millionths.
          const upRatio = ((b + depth.up.sats) * t * 1_000_000n) / ((t - depth.up.tokens) * b);
          const downRatio =
            ((b - depth.down.sats) * t * 1_000_000n) / ((t + depth.down.tokens) * b);
          expect(upRatio >= 1_019_990n && upRatio <= 1_020_010n).toBe(true);
          expect(downRatio >= 979_990n && downRatio <= 980_010n).toBe(true);
        },
      ),
    );
  });
});

describe('usdDepthText', () => {
  it("shows 'N/A' without an exchange rate", () => {
    expect(usdDepthText(1000n, null)).toBe('N/A');
    expect(usdDepthText(1000n, undefined)).toBe('N/A');
    expect(usdDepthText(1000n, 0)).toBe('N/A');
    expect(usdDepthText(1000n, Number.NaN)).toBe('N/A');
  });

  it('converts sats to dollars at the rate, cents rounded down', () => {
    expect(usdDepthText(100_000_000n, 50_000.5)).toBe('$50,000.50');
    expect(usdDepthText(1_000n, 100_000)).toBe('$1.00');
    expect(usdDepthText(1n, 100_000)).toBe('$0.00');
    expect(usdDepthText(123_456_789_000n, 100_000)).toBe('$123,456,789.00');
  });
});
