import { describe, expect, it } from 'vitest';
import { getListingQueueDisplay } from './queue-position.ts';
import type { QueueInfo } from './queue-position.ts';

const queue: QueueInfo = {
  priorityQueueLength: 8,
  priorityQueueStartingIndex: 5,
  standardQueueLength: 20,
  standardQueueStartingIndex: 10,
  priorityPurgeQueueLength: 1,
  standardPurgeQueueLength: 2,
};

describe('getListingQueueDisplay', () => {
  it("shows a purged listing as 'Getting fulfilled' in the Purge queue", () => {
    expect(
      getListingQueueDisplay({ indexedAt: 12, isPriority: false, isPurged: true }, queue),
    ).toEqual({
      kind: 'purged',
      queue: 'Purge',
      text: 'Getting fulfilled',
    });
  });

  it('shows position/total (Standard) from the starting index', () => {
    expect(
      getListingQueueDisplay({ indexedAt: 12, isPriority: false, isPurged: false }, queue),
    ).toEqual({
      kind: 'queued',
      queue: 'Standard',
      position: 3,
      total: 10,
      text: '3/10 (Standard)',
    });
  });

  it('counts the first and last waiting providers and nothing outside them', () => {
    const at = (indexedAt: number) =>
      getListingQueueDisplay({ indexedAt, isPriority: false, isPurged: false }, queue).text;
    expect(at(9)).toBeNull();
    expect(at(10)).toBe('1/10 (Standard)');
    expect(at(19)).toBe('10/10 (Standard)');
    expect(at(20)).toBeNull();
    expect(at(4_294_967_294)).toBeNull();
  });

  it('uses the priority queue for a priority listing', () => {
    expect(
      getListingQueueDisplay({ indexedAt: 7, isPriority: true, isPurged: false }, queue).text,
    ).toBe('3/3 (Priority)');
  });
});
