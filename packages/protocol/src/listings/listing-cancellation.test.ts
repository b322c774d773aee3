import { describe, expect, it } from 'vitest';
import {
  cancellationAfter,
  listingCancellations,
  listingGroupDisplay,
} from './listing-cancellation.ts';
import { groupListings } from './listing-groups.ts';

const listing = (transactionId: string, timestamp: number) => ({
  transactionId,
  tokenAddress: 'pill',
  timestamp,
  status: 'Completed',
});
const [group] = groupListings([listing('a', 1), listing('b', 5)], () => null);

describe('listingGroupDisplay', () => {
  it('keeps an uncancelled group as grouped, open while Active', () => {
    const shown = listingGroupDisplay(group!, []);
    expect(shown.status).toBe('Active');
    expect(shown.open).toBe(true);
    expect(shown.entries.map((entry) => entry.status)).toEqual(['Active', 'Historic']);
  });

  it('turns the group Cancelled, every entry Historic, after a later cancellation', () => {
    const shown = listingGroupDisplay(group!, [
      { transactionId: 'x', status: 'Pending', tokenAddress: 'PILL', timestamp: 6 },
    ]);
    expect(shown.status).toBe('Cancelled');
    expect(shown.open).toBe(false);
    expect(shown.entries.map((entry) => entry.status)).toEqual(['Historic', 'Historic']);
    expect(shown.cancellation?.transactionId).toBe('x');
  });

  it('ignores cancellations before the newest listing, of other tokens, or that failed', () => {
    const shown = listingGroupDisplay(group!, [
      { transactionId: 'a', status: 'Completed', tokenAddress: 'pill', timestamp: 4 },
      { transactionId: 'b', status: 'Completed', tokenAddress: 'moto', timestamp: 9 },
      { transactionId: 'c', status: 'Failed', tokenAddress: 'pill', timestamp: 9 },
      { transactionId: 'd', status: 'Cancelled', tokenAddress: 'pill', timestamp: 9 },
    ]);
    expect(shown.status).toBe('Active');
  });

  it('turns the group Cancelled when the chain cancelled its newest listing (Historic)', () => {
    const [cancelled] = groupListings(
      [listing('a', 1), { ...listing('b', 5), status: 'Historic' }],
      () => null,
    );
    const shown = listingGroupDisplay(cancelled!, []);
    expect(shown.status).toBe('Cancelled');
    expect(shown.open).toBe(false);
    expect(shown.entries.map((entry) => entry.status)).toEqual(['Historic', 'Historic']);
    expect(shown.cancellation).toBeNull();
  });

  it('is not open once Fulfilled', () => {
    const [sold] = groupListings([listing('a', 1)], () => 0n);
    expect(listingGroupDisplay(sold!, []).open).toBe(false);
  });
});

describe('listingCancellations', () => {
  it('keeps CancelListingNativeSwap activities that name their token', () => {
    const base = { status: 'Completed', timestamp: 3, lastUpdated: 3 } as const;
    const activities = [
      { ...base, transactionId: 'c1', type: 'CancelListingNativeSwap', data: { token: '0xaa' } },
      { ...base, transactionId: 'c2', type: 'CancelListingNativeSwap', data: {} },
      { ...base, transactionId: 's1', type: 'Stake', data: { token: '0xbb' } },
    ] as unknown as Parameters<typeof listingCancellations>[0];
    expect(listingCancellations(activities)).toEqual([
      { transactionId: 'c1', status: 'Completed', tokenAddress: '0xaa', timestamp: 3 },
    ]);
  });
});

describe('cancellationAfter', () => {
  it('finds the latest cancellation of the token after the time', () => {
    const cancels = [
      { transactionId: 'a', status: 'Completed', tokenAddress: '0xAA', timestamp: 5 },
      { transactionId: 'b', status: 'Pending', tokenAddress: '0xaa', timestamp: 8 },
    ] as const;
    expect(cancellationAfter('0xaa', 4, cancels)?.transactionId).toBe('b');
    expect(cancellationAfter('0xaa', 8, cancels)).toBeNull();
    expect(cancellationAfter('0xbb', 0, cancels)).toBeNull();
  });
});
