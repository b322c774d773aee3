import { describe, expect, it } from 'vitest';
import { getQueueBar, getQueueBarLevel, providersLeftLabel } from './queue-bar.ts';

describe('getQueueBarLevel', () => {
  it.each([
    [0, 'low'],
    [39, 'low'],
    [40, 'medium'],
    [69, 'medium'],
    [70, 'high'],
    [89, 'high'],
    [90, 'critical'],
    [100, 'critical'],
  ])('colours %i percent consumed %s', (percent, level) => {
    expect(getQueueBarLevel(percent)).toBe(level);
  });
});

describe('getQueueBar', () => {
  it('rounds the consumed percent down so 89.9 percent is not yet critical', () => {
    expect(getQueueBar({ length: 1000, startingIndex: 899 })).toMatchObject({
      consumedPercent: 89,
      level: 'high',
    });
    expect(getQueueBar({ length: 1000, startingIndex: 900 })).toMatchObject({
      consumedPercent: 90,
      level: 'critical',
      providersLeft: 100,
      label: '100 PROVIDER(S) LEFT',
    });
    expect(getQueueBar({ length: 10, startingIndex: 4 })).toMatchObject({
      consumedPercent: 40,
      level: 'medium',
    });
  });

  it("shows 'SOLD OUT' when none are left, full and critical", () => {
    expect(getQueueBar({ length: 10, startingIndex: 10 })).toEqual({
      consumedPercent: 100,
      level: 'critical',
      providersLeft: 0,
      label: 'SOLD OUT',
    });
    expect(getQueueBar({ length: 0, startingIndex: 0 }).label).toBe('SOLD OUT');
  });

  it("keeps 'PROVIDER(S)' literal for one provider", () => {
    expect(providersLeftLabel(1)).toBe('1 PROVIDER(S) LEFT');
    expect(getQueueBar({ length: 1, startingIndex: 0 })).toMatchObject({
      consumedPercent: 0,
      level: 'low',
    });
  });
});
