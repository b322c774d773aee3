import type { ActivityStatus } from '../schemas/activity.ts';

/** The six labels the spec shows for the eight statuses. */
export type ActivityStatusLabel =
  'Pending' | 'Fulfilled' | 'Complete' | 'Failed' | 'Active' | 'Historic';

/** How a status badge is coloured. */
export type ActivityStatusTone = 'pending' | 'success' | 'failure' | 'neutral';

/**
 * The spec shows eight statuses with six labels. Spent (a reservation used by its swap) reads
 * 'Complete'; Cancelled reads 'Failed' because the cancelled transaction never took effect.
 */
const DISPLAY: Record<ActivityStatus, { label: ActivityStatusLabel; tone: ActivityStatusTone }> = {
  Pending: { label: 'Pending', tone: 'pending' },
  Completed: { label: 'Complete', tone: 'success' },
  Failed: { label: 'Failed', tone: 'failure' },
  Fulfilled: { label: 'Fulfilled', tone: 'success' },
  Spent: { label: 'Complete', tone: 'success' },
  Active: { label: 'Active', tone: 'pending' },
  Historic: { label: 'Historic', tone: 'neutral' },
  Cancelled: { label: 'Failed', tone: 'failure' },
};

/** The label and tone of an activity status badge. */
export function getActivityStatusDisplay(status: ActivityStatus): {
  label: ActivityStatusLabel;
  tone: ActivityStatusTone;
} {
  return DISPLAY[status];
}

/** Only Completed and Fulfilled activities count as confirmed. */
export function isConfirmedActivity(status: ActivityStatus): boolean {
  return status === 'Completed' || status === 'Fulfilled';
}
