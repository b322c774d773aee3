import { describe, expect, it } from 'vitest';
import { groupListings } from '../listings/listing-groups.ts';
import { activitySchema, type ActivityJson } from '../schemas/activity.ts';
import { liquidityFromListingStatus, userListings } from './listing-activities.ts';

const TOKEN = `0x${'1'.repeat(64)}`;
const OTHER = `0x${'2'.repeat(64)}`;

function listing(id: string, token: string, status: string, timestamp: number) {
  const json = {
    transactionId: id.repeat(64),
    status,
    type: 'ListNativeSwap',
    timestamp,
    lastUpdated: timestamp,
    data: { token, amount: String(timestamp) },
  } as ActivityJson;
  return activitySchema.parse(json);
}

describe('userListings', () => {
  it('keeps ListNativeSwap activities that were not cancelled', () => {
    const send = activitySchema.parse({
      transactionId: 'f'.repeat(64),
      status: 'Completed',
      type: 'Send',
      timestamp: 1,
      lastUpdated: 1,
      data: { tokenAddress: TOKEN, amount: '1' },
    });
    const listings = userListings([
      listing('a', TOKEN, 'Completed', 10),
      listing('b', TOKEN, 'Cancelled', 20),
      send,
    ]);
    expect(listings).toEqual([
      {
        transactionId: 'a'.repeat(64),
        status: 'Completed',
        tokenAddress: TOKEN,
        timestamp: 10,
        lastUpdated: 10,
        amount: 10n,
        amountSold: null,
      },
    ]);
  });

  it('reads what the api says was sold from the listing', () => {
    const sold = activitySchema.parse({
      transactionId: 'c'.repeat(64),
      status: 'Completed',
      type: 'ListNativeSwap',
      timestamp: 30,
      lastUpdated: 30,
      data: { token: TOKEN, amount: '30', amountSold: '12' },
    });
    expect(userListings([sold])[0]?.amountSold).toBe(12n);
  });
});

describe('liquidityFromListingStatus', () => {
  it('knows a token sold out when its newest listing is Fulfilled', () => {
    const listings = userListings([
      listing('a', TOKEN, 'Completed', 10),
      listing('b', TOKEN, 'Fulfilled', 20),
      listing('c', OTHER, 'Fulfilled', 10),
      listing('d', OTHER, 'Completed', 30),
      listing('e', OTHER, 'Pending', 40),
    ]);
    const liquidity = liquidityFromListingStatus(listings);
    expect(liquidity(TOKEN)).toBe(0n);
    expect(liquidity(TOKEN.toUpperCase().replace('0X', '0x'))).toBe(0n);
    expect(liquidity(OTHER)).toBeNull();

    const groups = groupListings(listings, liquidity);
    expect(groups.map((group) => [group.tokenAddress, group.status])).toEqual([
      [OTHER, 'Active'],
      [TOKEN, 'Fulfilled'],
    ]);
    expect(groups[1]?.entries.map((entry) => entry.status)).toEqual(['Fulfilled', 'Historic']);
  });
});
