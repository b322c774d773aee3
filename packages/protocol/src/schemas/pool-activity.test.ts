import { describe, expect, it } from 'vitest';
import { poolActivitySchema } from './pool-activity.ts';

const item = {
  direction: 'Buy',
  token: { name: 'Motoswap', symbol: 'MOTO', address: `0x${'1'.repeat(64)}`, decimals: 18 },
  tokenTwo: { name: 'Orange Pill', symbol: 'PILL', address: `0x${'2'.repeat(64)}`, decimals: 18 },
  amount: '1000',
  forAmount: '2000',
  wallet: `0x${'3'.repeat(64)}`,
  time: 1_700_000_000_000,
  transactionId: 'f'.repeat(64),
};

describe('poolActivitySchema', () => {
  it('reads a page of a pool’s transactions with their amounts as bigints', () => {
    const page = poolActivitySchema.parse({
      poolAddress: `0x${'a'.repeat(64)}`,
      transactions: [item],
      hasMore: false,
    });
    expect(page.transactions[0]?.amount).toBe(1000n);
    expect(page.hasMore).toBe(false);
  });

  it('rejects a page without hasMore', () => {
    expect(
      poolActivitySchema.safeParse({ poolAddress: `0x${'a'.repeat(64)}`, transactions: [] })
        .success,
    ).toBe(false);
  });
});
