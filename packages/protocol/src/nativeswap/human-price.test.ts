import { describe, expect, it } from 'vitest';
import { satoshisPerWholeToken, tokensPerBitcoin } from './human-price.ts';

describe('satoshisPerWholeToken', () => {
  it('is 1e8 x 10^decimals / quote', () => {
    expect(satoshisPerWholeToken(10n ** 22n, 18)).toBe(10_000n);
    expect(satoshisPerWholeToken(3n * 10n ** 22n, 18, 2)).toBe(333_333n);
    expect(satoshisPerWholeToken(10n ** 8n, 8)).toBe(10n ** 8n);
  });

  it('shows tokens cheaper than a sat through the fraction digits', () => {
    expect(satoshisPerWholeToken(10n ** 30n, 18)).toBe(0n);
    expect(satoshisPerWholeToken(10n ** 30n, 18, 8)).toBe(10_000n);
  });

  it('is null without a price', () => {
    expect(satoshisPerWholeToken(0n, 18)).toBeNull();
  });
});

describe('tokensPerBitcoin', () => {
  it('is the token base units 1 BTC buys', () => {
    expect(tokensPerBitcoin(10n ** 22n)).toBe(10n ** 22n);
    expect(tokensPerBitcoin(0n)).toBe(0n);
  });
});
