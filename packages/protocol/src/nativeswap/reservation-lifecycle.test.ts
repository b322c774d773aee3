import { describe, expect, it } from 'vitest';
import {
  checkReservationConsumable,
  isPastExpiryBlock,
  isReservationExpired,
  reservationBlocksRemaining,
  reservationExpiryBlock,
  reservationPurgeableFromBlock,
  userTimeoutLastBlock,
} from './reservation-lifecycle.ts';

describe('reservation expiry', () => {
  it('expires 6 blocks after creation, the lifetime being a parameter', () => {
    expect(reservationExpiryBlock(100)).toBe(106);
    expect(reservationExpiryBlock(100, 8)).toBe(108);
  });

  it('is usable in its expiry block and expired in the next', () => {
    expect(isReservationExpired(100, 106)).toBe(false);
    expect(isReservationExpired(100, 107)).toBe(true);
    expect(isReservationExpired(100, 108, 8)).toBe(false);
    expect(isPastExpiryBlock(106, 106)).toBe(false);
    expect(isPastExpiryBlock(106, 107)).toBe(true);
  });

  it('counts the blocks remaining down to 0', () => {
    expect(reservationBlocksRemaining(106, 100)).toBe(6);
    expect(reservationBlocksRemaining(106, 105)).toBe(1);
    expect(reservationBlocksRemaining(106, 106)).toBe(0);
    expect(reservationBlocksRemaining(106, 107)).toBe(0);
  });

  it('never counts more than the lifetime, even against a current block before creation', () => {
    // Created in 100, expiring in 106: at block 100 the swap can land in 101..106.
    expect(reservationBlocksRemaining(reservationExpiryBlock(100), 100)).toBe(6);
    expect(reservationBlocksRemaining(106, 99)).toBe(6);
    expect(reservationBlocksRemaining(106, 90)).toBe(6);
    expect(reservationBlocksRemaining(108, 99, 8)).toBe(8);
    expect(reservationBlocksRemaining(108, 100, 8)).toBe(8);
  });

  it('may be purged from the block after expiry; the user waits 2 more blocks', () => {
    expect(reservationPurgeableFromBlock(100)).toBe(107);
    expect(userTimeoutLastBlock(100)).toBe(108);
    expect(userTimeoutLastBlock(100, 8)).toBe(110);
  });
});

describe('checkReservationConsumable', () => {
  it('never in the creation block without a delay', () => {
    expect(() => checkReservationConsumable(100, 0, 100)).toThrow(
      'Reservation cannot be consumed in the same block',
    );
    expect(() => checkReservationConsumable(100, 0, 101)).not.toThrow();
  });

  it('only from creation + delay with a delay', () => {
    expect(() => checkReservationConsumable(100, 2, 101)).toThrow(
      'Too early to consume reservation: (100, 2)',
    );
    expect(() => checkReservationConsumable(100, 2, 102)).not.toThrow();
    expect(() => checkReservationConsumable(100, 1, 100)).toThrow(
      'Too early to consume reservation: (100, 1)',
    );
  });
});
