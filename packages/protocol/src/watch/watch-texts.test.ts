import { describe, expect, it } from 'vitest';
import { dangerPageTitle, WATCH_PAGE_TITLE, watchStateText } from './watch-texts.ts';

describe('watchStateText', () => {
  it('names every state', () => {
    expect(watchStateText('pending').heading).toBe('Swap Pending');
    expect(watchStateText('confirmed').heading).toBe('Swap Confirmed');
    expect(watchStateText('failed').heading).toBe('Swap Failed');
    expect(watchStateText('reverted').heading).toBe('Swap Reverted');
    expect(watchStateText('cancelled').heading).toBe('Swap Cancelled');
  });

  it('shows a reverted swap its failure reason through the catalogue, and a cancelled one the spec reason', () => {
    expect(watchStateText('reverted', 'NATIVE_SWAP: No active reservation').description).toBe(
      'No active reservation found, it may have expired',
    );
    expect(watchStateText('reverted').description).toBe('The swap reverted.');
    expect(watchStateText('cancelled').description).toContain('Transaction was cancelled by user');
  });
});

describe('dangerPageTitle', () => {
  it("alternates 'At Risk' with the screen's title", () => {
    expect([0, 1, 2, 3].map(dangerPageTitle)).toEqual([
      'At Risk',
      WATCH_PAGE_TITLE,
      'At Risk',
      WATCH_PAGE_TITLE,
    ]);
  });
});
