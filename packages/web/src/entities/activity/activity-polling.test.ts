import { POLL_MS } from '@opswap/protocol/constants';
import { ACTIVITY_TYPES } from '@opswap/protocol/schemas/activity';
import { describe, expect, it } from 'vitest';
import { activitiesQueryOptions } from './get-activities.ts';
import { activitiesByTypeQueryOptions } from './get-activities-by-type.ts';
import { activityQueryOptions } from './get-activity.ts';
import { activityPollInterval } from './user-request.ts';

describe('activity polling', () => {
  it("polls activity every 11 s and listings every 100 s, from the protocol's constants", () => {
    expect(POLL_MS.activity).toBe(11_000);
    expect(POLL_MS.listings).toBe(100_000);
    expect(activityPollInterval()).toBe(POLL_MS.activity);
    expect(activityPollInterval('ListNativeSwap')).toBe(POLL_MS.listings);
    for (const type of ACTIVITY_TYPES.filter((type) => type !== 'ListNativeSwap')) {
      expect(activityPollInterval(type)).toBe(POLL_MS.activity);
    }
  });

  it('polls the activity list every 11 s whether or not something is pending', () => {
    expect(activitiesQueryOptions(null, 1).refetchInterval).toBe(11_000);
  });

  it('polls the lists of one type every 11 s, the listings every 100 s', () => {
    expect(activitiesByTypeQueryOptions(null, 'NativeSwap', 1).refetchInterval).toBe(11_000);
    expect(activitiesByTypeQueryOptions(null, 'CancelListingNativeSwap', 2).refetchInterval).toBe(
      11_000,
    );
    expect(activitiesByTypeQueryOptions(null, 'ListNativeSwap', 1, 3).refetchInterval).toBe(
      100_000,
    );
  });

  it('polls one activity every 11 s', () => {
    expect(activityQueryOptions(null, 'ab'.repeat(32)).refetchInterval).toBe(11_000);
  });
});
