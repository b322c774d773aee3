import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING_PRIORITY,
  initialListingPriorityChoice,
  listingPriorityCost,
  listingPriorityReducer,
} from './listing-priority.ts';
import type { ListingPriorityChoice } from './listing-priority.ts';

const high: ListingPriorityChoice = { priority: 'High', confirmingHigh: false };

describe('listingPriorityReducer', () => {
  it('starts on Standard', () => {
    expect(DEFAULT_LISTING_PRIORITY).toBe('Standard');
    expect(initialListingPriorityChoice).toEqual({ priority: 'Standard', confirmingHigh: false });
  });

  it('choosing High opens the warning and keeps Standard until confirmed', () => {
    const asked = listingPriorityReducer(initialListingPriorityChoice, {
      type: 'choose',
      priority: 'High',
    });
    expect(asked).toEqual({ priority: 'Standard', confirmingHigh: true });
    expect(listingPriorityReducer(asked, { type: 'confirm-high' })).toEqual(high);
    expect(listingPriorityReducer(asked, { type: 'dismiss-high' })).toEqual(
      initialListingPriorityChoice,
    );
  });

  it('confirming without an open warning changes nothing', () => {
    expect(listingPriorityReducer(initialListingPriorityChoice, { type: 'confirm-high' })).toEqual(
      initialListingPriorityChoice,
    );
  });

  it('choosing High again while on High asks nothing; Standard needs no confirmation', () => {
    expect(listingPriorityReducer(high, { type: 'choose', priority: 'High' })).toEqual(high);
    expect(listingPriorityReducer(high, { type: 'choose', priority: 'Standard' })).toEqual(
      initialListingPriorityChoice,
    );
  });
});

describe('listingPriorityCost', () => {
  it('is free on Standard', () => {
    expect(listingPriorityCost('Standard', 1000n)).toEqual({ satoshis: 0n, tokenTax: 0n });
  });

  it('costs 50,000 sats plus 3 percent of the tokens on High, rounded down', () => {
    expect(listingPriorityCost('High', 1000n)).toEqual({ satoshis: 50_000n, tokenTax: 30n });
    expect(listingPriorityCost('High', 99n)).toEqual({ satoshis: 50_000n, tokenTax: 2n });
  });
});
