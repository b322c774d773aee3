import { describe, expect, it } from 'vitest';
import { ACTIVITY_STATUSES } from '../schemas/activity.ts';
import { getActivityStatusDisplay, isConfirmedActivity } from './activity-status.ts';

describe('getActivityStatusDisplay', () => {
  it('shows the eight statuses with the six labels of the spec', () => {
    expect(
      Object.fromEntries(ACTIVITY_STATUSES.map((s) => [s, getActivityStatusDisplay(s).label])),
    ).toEqual({
      Pending: 'Pending',
      Completed: 'Complete',
      Failed: 'Failed',
      Fulfilled: 'Fulfilled',
      Spent: 'Complete',
      Active: 'Active',
      Historic: 'Historic',
      Cancelled: 'Failed',
    });
    expect(new Set(ACTIVITY_STATUSES.map((s) => getActivityStatusDisplay(s).label))).toEqual(
      new Set(['Pending', 'Fulfilled', 'Complete', 'Failed', 'Active', 'Historic']),
    );
  });

  it('colours failures and successes apart', () => {
    expect(getActivityStatusDisplay('Cancelled').tone).toBe('failure');
    expect(getActivityStatusDisplay('Completed').tone).toBe('success');
    expect(getActivityStatusDisplay('Pending').tone).toBe('pending');
  });
});

describe('isConfirmedActivity', () => {
  it('counts only Completed and Fulfilled as confirmed', () => {
    expect(ACTIVITY_STATUSES.filter(isConfirmedActivity)).toEqual(['Completed', 'Fulfilled']);
  });
});
