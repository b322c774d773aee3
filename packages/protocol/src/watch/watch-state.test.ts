import { describe, expect, it } from 'vitest';
import { getWatchScreenState, isWatchSettled } from './watch-state.ts';

describe('getWatchScreenState', () => {
  it('is pending while the transaction is not found and nothing failed', () => {
    expect(getWatchScreenState({ activity: null, transaction: null })).toBe('pending');
    expect(getWatchScreenState({ activity: { status: 'Pending' }, transaction: null })).toBe(
      'pending',
    );
  });

  it('is confirmed when the transaction is found with events', () => {
    expect(getWatchScreenState({ activity: null, transaction: { events: [{}] } })).toBe(
      'confirmed',
    );
  });

  it("is cancelled on the failure reason 'Transaction was cancelled by user'", () => {
    expect(
      getWatchScreenState({
        activity: { status: 'Failed', failedReason: 'Transaction was cancelled by user' },
        transaction: { events: [{}] },
      }),
    ).toBe('cancelled');
  });

  it('is reverted for an activity with any other failure reason', () => {
    expect(
      getWatchScreenState({
        activity: { status: 'Failed', failedReason: 'NATIVE_SWAP: x' },
        transaction: null,
      }),
    ).toBe('reverted');
    expect(
      getWatchScreenState({
        activity: { status: 'Completed', failedReason: 'out of gas' },
        transaction: { events: [{}] },
      }),
    ).toBe('reverted');
  });

  it('is failed in an unexpected state', () => {
    expect(getWatchScreenState({ activity: null, transaction: { events: [] } })).toBe('failed');
    expect(
      getWatchScreenState({ activity: { status: 'Failed', failedReason: '' }, transaction: null }),
    ).toBe('failed');
  });

  it('settles on everything but pending', () => {
    expect(isWatchSettled('pending')).toBe(false);
    expect(isWatchSettled('confirmed')).toBe(true);
    expect(isWatchSettled('cancelled')).toBe(true);
  });
});
