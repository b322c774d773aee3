import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPriceChange,
  getPriceChange,
  getPriceChangeFromQuotes,
  priceChangeReferenceBlock,
} from './price-change.ts';

describe('getPriceChange', () => {
  it('counts a change under 0.01 percent as 0 and flat', () => {
    expect(getPriceChange(100_009n, 100_000n)).toEqual({ direction: 'flat', changeBps: 0n });
    expect(getPriceChange(99_991n, 100_000n)).toEqual({ direction: 'flat', changeBps: 0n });
    expect(getPriceChange(100_000n, 100_000n)).toEqual({ direction: 'flat', changeBps: 0n });
  });

  it('reports 0.01 percent and more as up or down in signed basis points', () => {
    expect(getPriceChange(100_010n, 100_000n)).toEqual({ direction: 'up', changeBps: 1n });
    expect(getPriceChange(99_990n, 100_000n)).toEqual({ direction: 'down', changeBps: -1n });
    expect(getPriceChange(150n, 100n)).toEqual({ direction: 'up', changeBps: 5000n });
    expect(getPriceChange(50n, 100n)).toEqual({ direction: 'down', changeBps: -5000n });
  });

  it('has no change without both prices', () => {
    expect(getPriceChange(100n, 0n)).toBeNull();
    expect(getPriceChange(0n, 100n)).toBeNull();
  });

  it('agrees in sign with the prices', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        (now, before) => {
          const change = getPriceChange(now, before);
          if (change?.direction === 'up') expect(now > before).toBe(true);
          if (change?.direction === 'down') expect(now < before).toBe(true);
          expect(change?.direction === 'flat').toBe(change?.changeBps === 0n);
        },
      ),
    );
  });
});

describe('getPriceChangeFromQuotes', () => {
  it('reads a falling quote (fewer tokens per sat) as a rising price', () => {
    expect(getPriceChangeFromQuotes(100n, 150n)).toEqual({ direction: 'up', changeBps: 5000n });
    expect(getPriceChangeFromQuotes(200n, 100n)).toEqual({ direction: 'down', changeBps: -5000n });
    expect(getPriceChangeFromQuotes(100_000n, 100_009n)).toEqual({
      direction: 'flat',
      changeBps: 0n,
    });
    expect(getPriceChangeFromQuotes(100_000n, 100_010n)).toEqual({
      direction: 'up',
      changeBps: 1n,
    });
    expect(getPriceChangeFromQuotes(0n, 100n)).toBeNull();
  });
});

describe('priceChangeReferenceBlock', () => {
  it('looks 24 blocks back for 4h and 144 for 24h, not before block 0', () => {
    expect(priceChangeReferenceBlock(1000, '4h')).toBe(976);
    expect(priceChangeReferenceBlock(1000, '24h')).toBe(856);
    expect(priceChangeReferenceBlock(100, '24h')).toBe(0);
  });
});

describe('formatPriceChange', () => {
  it('signs a rise, keeps the minus of a fall and shows a flat change bare', () => {
    expect(formatPriceChange({ direction: 'up', changeBps: 125n })).toBe('+1.25%');
    expect(formatPriceChange({ direction: 'down', changeBps: -50n })).toBe('-0.50%');
    expect(formatPriceChange({ direction: 'flat', changeBps: 0n })).toBe('0.00%');
  });
});
