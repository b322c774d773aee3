import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_HEADER_BOXES,
  activeListingsSubtitle,
  CONNECT_WALLET_FOR_ACTIVITY,
  CONNECT_WALLET_FOR_POOLS,
  NO_ACTIVITY_YET,
  NO_POOLS_YET,
  NO_WATCHED_TOKENS,
} from './dashboard-texts.ts';

describe('dashboard texts', () => {
  it('name the header boxes in the spec order', () => {
    expect(ACTIVITY_HEADER_BOXES).toEqual([
      'Total Activity',
      'Pools',
      'Active Listings',
      'Pending Swaps',
      'Portfolio Value',
    ]);
  });

  it('subtitle Active Listings by the wallet state', () => {
    expect(activeListingsSubtitle(true)).toBe('View and manage your Native swap listings.');
    expect(activeListingsSubtitle(false)).toBe('Connect your wallet to get started.');
  });

  it('read verbatim', () => {
    expect(CONNECT_WALLET_FOR_ACTIVITY).toBe('Please connect your wallet to view activity data');
    expect(CONNECT_WALLET_FOR_POOLS).toBe('Please connect your wallet to view pool data');
    expect(NO_ACTIVITY_YET).toBe('You have no activity yet.');
    expect(NO_WATCHED_TOKENS).toBe('You have no watched tokens');
    expect(NO_POOLS_YET).toBe('You have no Pools yet.');
  });
});
