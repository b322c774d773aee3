import { describe, expect, it } from 'vitest';
import { toFriendlyRevert } from '../errors/error-catalogue.ts';

describe('the farm reverts in the catalogue', () => {
  it('maps a withdrawal above the deposit and a harvest the farm cannot pay', () => {
    expect(
      toFriendlyRevert('Error in calling function: Withdraw amount exceeds the deposited amount'),
    ).toBe('You cannot withdraw more than you deposited in this pool.');
    expect(toFriendlyRevert('insufficient reward balance')).toBe(
      'The farm does not hold enough reward tokens to pay this harvest right now.',
    );
    expect(toFriendlyRevert('Use stakeBTC and unstakeBTC for the BTC pool')).toBe(
      'The BTC pool takes BTC stakes, not token deposits.',
    );
  });
});
