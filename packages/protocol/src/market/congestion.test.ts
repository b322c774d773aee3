import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONGESTION_THRESHOLDS } from '../constants.ts';
import { getCongestionBadge, waitingProviders } from './congestion.ts';

describe('getCongestionBadge', () => {
  it.each([
    [0, 'Empty'],
    [1, 'Minimal'],
    [24, 'Minimal'],
    [25, 'Light'],
    [74, 'Light'],
    [75, 'Moderate'],
    [149, 'Moderate'],
    [150, 'Busy'],
    [249, 'Busy'],
    [250, 'Heavy'],
    [399, 'Heavy'],
    [400, 'Congested'],
    [699, 'Congested'],
    [700, 'Severely Congested'],
    [999, 'Severely Congested'],
    [1000, 'Jeeting In Progress'],
    [1_000_000, 'Jeeting In Progress'],
  ])('shows %i waiting providers as %s', (total, badge) => {
    expect(getCongestionBadge(total, 0)).toBe(badge);
    expect(getCongestionBadge(0, total)).toBe(badge);
  });

  it('adds the priority and standard queues', () => {
    expect(getCongestionBadge(12, 12)).toBe('Minimal');
    expect(getCongestionBadge(12, 13)).toBe('Light');
  });

  it('never lowers the badge when more providers wait', () => {
    const order = ['Empty', ...CONGESTION_THRESHOLDS.map((level) => level.badge).reverse()];
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), fc.nat(5000), (priority, standard, extra) => {
        const before = order.indexOf(getCongestionBadge(priority, standard));
        expect(
          order.indexOf(getCongestionBadge(priority + extra, standard)),
        ).toBeGreaterThanOrEqual(before);
        expect(
          order.indexOf(getCongestionBadge(priority, standard + extra)),
        ).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});

describe('waitingProviders', () => {
  it('counts entries from the starting index to the length', () => {
    expect(waitingProviders(20, 10)).toBe(10);
    expect(waitingProviders(10, 10)).toBe(0);
    expect(waitingProviders(5, 10)).toBe(0);
  });
});
