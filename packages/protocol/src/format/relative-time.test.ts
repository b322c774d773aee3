import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRelativeTime, formatTimeAgo, formatUtcDate } from './relative-time.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 29, 12, 0, 0);

describe('formatRelativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59 * SECOND, 'Just now'],
    [MINUTE - 1, 'Just now'],
    [MINUTE, '1m'],
    [59 * MINUTE, '59m'],
    [HOUR - 1, '59m'],
    [HOUR, '1h'],
    [23 * HOUR, '23h'],
    [DAY - 1, '23h'],
    [DAY, '1d'],
    [6 * DAY, '6d'],
    [7 * DAY - 1, '6d'],
    [7 * DAY, 'Nov 22, 2026'],
    [400 * DAY, 'Oct 25, 2025'],
  ])('shows an age of %i ms as %s', (age, shown) => {
    expect(formatRelativeTime(NOW - age, NOW)).toBe(shown);
  });

  it('shows a timestamp from the future as Just now', () => {
    expect(formatRelativeTime(NOW + 5 * MINUTE, NOW)).toBe('Just now');
  });
});

describe('formatUtcDate', () => {
  it('uses the UTC calendar whatever the local zone', () => {
    expect(formatUtcDate(Date.UTC(2026, 10, 22, 23, 59, 59))).toBe('Nov 22, 2026');
    expect(formatUtcDate(Date.UTC(2026, 10, 23, 0, 0, 0))).toBe('Nov 23, 2026');
    expect(formatUtcDate(Date.UTC(2024, 0, 1))).toBe('Jan 1, 2024');
    expect(formatUtcDate(Date.UTC(2024, 11, 31))).toBe('Dec 31, 2024');
  });
});

describe('formatTimeAgo', () => {
  it.each([
    [0, 'Just now'],
    [SECOND - 1, 'Just now'],
    [SECOND, '1 sec ago'],
    [2 * SECOND, '2 secs ago'],
    [59 * SECOND, '59 secs ago'],
    [MINUTE, '1 min ago'],
    [2 * MINUTE, '2 mins ago'],
    [59 * MINUTE, '59 mins ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR, '23 hours ago'],
    [DAY, '1 day ago'],
    [29 * DAY, '29 days ago'],
    [30 * DAY, '1 month ago'],
    [59 * DAY, '1 month ago'],
    [60 * DAY, '2 months ago'],
    [364 * DAY, '12 months ago'],
    [365 * DAY, '1 year ago'],
    [730 * DAY, '2 years ago'],
  ])('shows an age of %i ms as %s', (age, shown) => {
    expect(formatTimeAgo(NOW - age, NOW)).toBe(shown);
  });

  it('shows a timestamp from the future as Just now', () => {
    expect(formatTimeAgo(NOW + HOUR, NOW)).toBe('Just now');
  });

  it('never reads younger for an older timestamp', () => {
    const ORDER = ['Just now', 'sec', 'min', 'hour', 'day', 'month', 'year'];
    const rank = (text: string): number => {
      const unit = text === 'Just now' ? text : (text.split(' ')[1] ?? '').replace(/s$/, '');
      return ORDER.indexOf(unit) * 1e6 + (Number.parseInt(text, 10) || 0);
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000 * DAY }),
        fc.integer({ min: 0, max: 2_000 * DAY }),
        (a, b) => {
          const [younger, older] = a < b ? [a, b] : [b, a];
          expect(rank(formatTimeAgo(NOW - older, NOW))).toBeGreaterThanOrEqual(
            rank(formatTimeAgo(NOW - younger, NOW)),
          );
        },
      ),
    );
  });
});
