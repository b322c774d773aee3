import { describe, expect, it } from 'vitest';
import { INITIAL_PROVIDER_QUEUE_INDEX } from '../nativeswap/contract-constants.ts';
import {
  ammPositionStatus,
  ammPositionValueSats,
  nativePosition,
  nativePositionValueSats,
  poolLastUpdated,
  sortPositionsByValue,
} from './positions.ts';

describe('ammPositionStatus', () => {
  it('is ACTIVE with shares in a pool holding both tokens', () => {
    expect(ammPositionStatus({ shares: 1n, reserveA: 5n, reserveB: 7n })).toBe('ACTIVE');
  });

  it('is INACTIVE without shares or with an empty side', () => {
    expect(ammPositionStatus({ shares: 0n, reserveA: 5n, reserveB: 7n })).toBe('INACTIVE');
    expect(ammPositionStatus({ shares: 3n, reserveA: 0n, reserveB: 7n })).toBe('INACTIVE');
    expect(ammPositionStatus({ shares: 3n, reserveA: 5n, reserveB: 0n })).toBe('INACTIVE');
  });
});

describe('ammPositionValueSats', () => {
  it('is the shares’ part of the pool’s value, rounded down', () => {
    expect(ammPositionValueSats(1n, 3n, 100n)).toBe(33n);
    expect(ammPositionValueSats(3n, 3n, 100n)).toBe(100n);
  });

  it('is unknown without a value in sats or a supply', () => {
    expect(ammPositionValueSats(1n, 3n, null)).toBeNull();
    expect(ammPositionValueSats(1n, 0n, 100n)).toBeNull();
  });
});

describe('nativePosition', () => {
  const slot = { liquidity: 500n, reserved: 20n, indexedAt: 3, isActive: true };

  it('is a queued listing, ACTIVE while the contract counts the provider active', () => {
    expect(nativePosition(slot, 2_000n)).toEqual({
      liquidity: 500n,
      reserved: 20n,
      available: 480n,
      shareBps: 2_500n,
      locked: false,
      status: 'ACTIVE',
    });
    expect(nativePosition({ ...slot, isActive: false }, 2_000n)?.status).toBe('INACTIVE');
  });

  it('locks the initial provider’s liquidity', () => {
    expect(
      nativePosition({ ...slot, indexedAt: INITIAL_PROVIDER_QUEUE_INDEX }, 2_000n)?.locked,
    ).toBe(true);
  });

  it('is no position once nothing is listed', () => {
    expect(nativePosition({ ...slot, liquidity: 0n }, 2_000n)).toBeNull();
  });

  it('rounds its share down and holds it at 100% when the pool’s figure trails the chain', () => {
    expect(nativePosition({ ...slot, liquidity: 1n }, 30_000n)?.shareBps).toBe(0n);
    expect(nativePosition(slot, 400n)?.shareBps).toBe(10_000n);
    expect(nativePosition(slot, 0n)?.shareBps).toBe(0n);
  });

  it('has nothing available while all of it is reserved', () => {
    expect(nativePosition({ ...slot, reserved: 500n }, 2_000n)?.available).toBe(0n);
  });
});

describe('poolLastUpdated', () => {
  it('is the block time in milliseconds, none before the pool’s first state', () => {
    expect(poolLastUpdated(1_700_000_000)).toBe(1_700_000_000_000);
    expect(poolLastUpdated(0)).toBeNull();
  });
});

describe('nativePositionValueSats', () => {
  it('values the listed tokens at the quote, unknown without one', () => {
    // A quote of 1e8 base units per sat (scaled by 1e8): 1e11 base units are worth 1,000 sats.
    expect(nativePositionValueSats(10n ** 11n, 10n ** 16n)).toBe(1_000n);
    expect(nativePositionValueSats(1_000n, 100_000_000n)).toBe(1_000n);
    expect(nativePositionValueSats(1_000n, 0n)).toBeNull();
  });
});

describe('sortPositionsByValue', () => {
  it('puts the most valuable first and the unvalued last, by shares', () => {
    const positions = [
      { id: 'a', valueSats: null, shares: 5n },
      { id: 'b', valueSats: 10n, shares: 1n },
      { id: 'c', valueSats: null, shares: 9n },
      { id: 'd', valueSats: 30n, shares: 1n },
      { id: 'e', valueSats: 10n, shares: 4n },
    ];
    expect(sortPositionsByValue(positions).map((position) => position.id)).toEqual([
      'd',
      'e',
      'b',
      'c',
      'a',
    ]);
  });
});
