import { describe, expect, it } from 'vitest';
import type { Address } from '@btc-vision/transaction';
import { swapCheckQueryOptions, type SwapCheckInput } from './watch-queries.ts';

const SWAP = 'ab'.repeat(32);

function inputOf(account: string): SwapCheckInput {
  return {
    network: 'regtest',
    contracts: {} as SwapCheckInput['contracts'],
    account,
    sender: {} as Address,
    tokenAddress: '0x01',
    payments: [],
  };
}

describe('swapCheckQueryOptions', () => {
  it('keys the check by account, so a switched account never reads the previous one’s check', () => {
    const first = swapCheckQueryOptions('regtest', SWAP, inputOf('bcrt1paaa')).queryKey;
    const second = swapCheckQueryOptions('regtest', SWAP, inputOf('bcrt1pbbb')).queryKey;
    expect(first).not.toEqual(second);
    expect(first).toContain('bcrt1paaa');
  });
});
