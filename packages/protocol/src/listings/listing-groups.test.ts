import { describe, expect, it } from 'vitest';
import { groupListings } from './listing-groups.ts';
import type { ListingActivity } from './listing-groups.ts';

const listing = (
  transactionId: string,
  tokenAddress: string,
  timestamp: number,
  status = 'Completed',
): ListingActivity => ({
  transactionId,
  tokenAddress,
  timestamp,
  status,
});
const liquidity = (values: Record<string, bigint | null>) => (token: string) =>
  values[token] ?? null;

describe('groupListings', () => {
  it('groups per token: newest Active, the rest Historic', () => {
    const groups = groupListings(
      [listing('a1', 'moto', 1), listing('a3', 'moto', 3), listing('a2', 'moto', 2)],
      liquidity({ moto: 5n }),
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]?.status).toBe('Active');
    expect(groups[0]?.entries.map((e) => [e.listing.transactionId, e.status])).toEqual([
      ['a3', 'Active'],
      ['a2', 'Historic'],
      ['a1', 'Historic'],
    ]);
  });

  it('marks the newest listing Fulfilled when its provider has zero liquidity', () => {
    const [group] = groupListings(
      [listing('a1', 'moto', 1), listing('a2', 'moto', 2)],
      liquidity({ moto: 0n }),
    );
    expect(group?.status).toBe('Fulfilled');
    expect(group?.entries.map((e) => e.status)).toEqual(['Fulfilled', 'Historic']);
  });

  it('keeps the listing Active while the provider liquidity is unknown or positive', () => {
    expect(groupListings([listing('a', 'moto', 1)], liquidity({}))[0]?.status).toBe('Active');
    expect(groupListings([listing('a', 'moto', 1)], liquidity({ moto: 1n }))[0]?.status).toBe(
      'Active',
    );
  });

  it('skips Failed and Pending listings when grouping', () => {
    const groups = groupListings(
      [
        listing('f', 'moto', 9, 'Failed'),
        listing('p', 'moto', 8, 'Pending'),
        listing('ok', 'moto', 1),
        listing('x', 'pill', 5, 'Pending'),
      ],
      liquidity({}),
    );
    expect(groups.map((g) => g.entries.map((e) => e.listing.transactionId))).toEqual([['ok']]);
  });

  it('orders groups by their newest listing and treats address case as one token', () => {
    const groups = groupListings(
      [listing('m', 'MOTO', 1), listing('p', 'pill', 4), listing('m2', 'moto', 2)],
      liquidity({}),
    );
    expect(groups.map((g) => g.entries.length)).toEqual([1, 2]);
    expect(groups[0]?.tokenAddress).toBe('pill');
  });
});
