import { describe, expect, it } from 'vitest';
import { mapConcurrently, NewRowWatch } from './late-settlement.ts';

describe('NewRowWatch', () => {
  it('checks each row once, and looks at every row until a lookup covered them all', () => {
    const watch = new NewRowWatch<number>({ windowMs: 1_000 });
    expect(watch.since()).toBe(Number.NEGATIVE_INFINITY);
    expect(watch.firstSight(1, 10_000)).toBe(true);
    expect(watch.firstSight(1, 10_000)).toBe(false);

    // A capped lookup leaves the window where it was; a forgotten row is checked again.
    watch.forget(1);
    watch.finish(10_000, false);
    expect(watch.since()).toBe(Number.NEGATIVE_INFINITY);
    expect(watch.firstSight(1, 11_000)).toBe(true);

    watch.finish(11_000, true);
    expect(watch.since()).toBe(10_000);
    expect(watch.firstSight(1, 12_000)).toBe(false);
    // Checks older than the window behind the window are dropped.
    watch.finish(20_000, true);
    expect(watch.firstSight(1, 20_000)).toBe(true);
  });
});

describe('mapConcurrently', () => {
  it('keeps the order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const doubled = await mapConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return n * 2;
    });
    expect(doubled).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(most).toBe(3);
  });
});
