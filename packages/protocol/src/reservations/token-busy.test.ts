import { describe, expect, it } from 'vitest';
import { isTokenBusy } from './token-busy.ts';

const token = '0xAbC';

describe('isTokenBusy', () => {
  it('is busy with a Pending reservation or swap that has not expired', () => {
    expect(
      isTokenBusy(token, [{ tokenAddress: token, status: 'Pending', expiresAtBlock: 100 }], 100),
    ).toBe(true);
    expect(
      isTokenBusy(token, [{ tokenAddress: token, status: 'Pending', expiresAtBlock: 100 }], 101),
    ).toBe(false);
    expect(
      isTokenBusy(token, [{ tokenAddress: token, status: 'Pending', expiresAtBlock: null }], 9999),
    ).toBe(true);
  });

  it('ignores holds that are not Pending or are for another token', () => {
    expect(
      isTokenBusy(
        token,
        [
          { tokenAddress: token, status: 'Completed', expiresAtBlock: 200 },
          { tokenAddress: token, status: 'Failed', expiresAtBlock: 200 },
          { tokenAddress: '0xdef', status: 'Pending', expiresAtBlock: 200 },
        ],
        100,
      ),
    ).toBe(false);
  });

  it('compares addresses case-insensitively', () => {
    expect(
      isTokenBusy('0xabc', [{ tokenAddress: '0xABC', status: 'Pending', expiresAtBlock: null }], 1),
    ).toBe(true);
  });
});
