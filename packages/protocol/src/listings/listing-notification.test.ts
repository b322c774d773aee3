import { describe, expect, it } from 'vitest';
import { listingNotifications } from './listing-notification.ts';

const listing = (transactionId: string, status: string, timestamp: number) => ({
  transactionId,
  status,
  timestamp,
  data: { token: '0xabc', amount: 5n },
});

describe('listingNotifications', () => {
  it('names each shown status and links to the listing page, newest first', () => {
    const items = listingNotifications([
      listing('a', 'Pending', 1),
      listing('b', 'Completed', 3),
      listing('c', 'Fulfilled', 2),
    ]);
    expect(items.map((item) => [item.listingHash, item.title])).toEqual([
      ['b', 'Listing active'],
      ['c', 'Listing sold'],
      ['a', 'Listing pending'],
    ]);
    expect(items[0]?.action).toEqual({
      label: 'View Listing',
      route: '/activity/active-listings/b',
    });
  });

  it('carries what was sold once the api has it', () => {
    const sold = {
      ...listing('s', 'Completed', 1),
      data: { token: '0xabc', amount: 5n, amountSold: '2' },
    };
    expect(listingNotifications([sold])[0]?.amountSold).toBe(2n);
    expect(listingNotifications([listing('n', 'Completed', 1)])[0]?.amountSold).toBeNull();
  });

  it('leaves out failed and cancelled listings', () => {
    expect(listingNotifications([listing('a', 'Failed', 1), listing('b', 'Cancelled', 2)])).toEqual(
      [],
    );
  });
});
