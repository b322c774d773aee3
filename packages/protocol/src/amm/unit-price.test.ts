import { describe, expect, it } from 'vitest';
import { unitPrice } from './unit-price.ts';

const E18 = 10n ** 18n;

describe('unitPrice', () => {
  it('prices one whole input token in output base units', () => {
    expect(unitPrice(10n * E18, 18, 19n * E18)).toBe((19n * E18) / 10n);
    // 0.5 BTC (8 decimals) for 100 tokens (18 decimals): 200 tokens per BTC.
    expect(unitPrice(50_000_000n, 8, 100n * E18)).toBe(200n * E18);
  });

  it('rounds down and has no price without an input', () => {
    expect(unitPrice(3n, 0, 10n)).toBe(3n);
    expect(unitPrice(0n, 18, 5n)).toBeNull();
    expect(unitPrice(5n, 18, -1n)).toBeNull();
  });
});
