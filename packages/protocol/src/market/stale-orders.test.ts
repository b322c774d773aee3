import { describe, expect, it } from 'vitest';
import { hasStaleOrderWarning } from './stale-orders.ts';

describe('hasStaleOrderWarning', () => {
  it('warns when purged orders exist and at least 2 blocks have reservations', () => {
    const at = (priority: number, standard: number, blocks: number) =>
      hasStaleOrderWarning({
        priorityPurgeQueueLength: priority,
        standardPurgeQueueLength: standard,
        blockWithReservationsLength: blocks,
      });
    expect(at(1, 0, 2)).toBe(true);
    expect(at(0, 1, 2)).toBe(true);
    expect(at(1, 0, 1)).toBe(false);
    expect(at(0, 0, 5)).toBe(false);
  });
});
