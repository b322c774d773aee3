import { describe, expect, it } from 'vitest';
import {
  checkFeeSettings,
  checkPriorityFeePaid,
  checkReservationFeePaid,
  priorityListingCost,
} from './queue-fees.ts';

describe('priorityListingCost', () => {
  it('is 50,000 sats plus 3 percent of the tokens', () => {
    expect(priorityListingCost(10n ** 22n)).toEqual({
      satoshis: 50_000n,
      tokenTax: 3n * 10n ** 20n,
    });
    expect(priorityListingCost(1_000n, 60_000n)).toEqual({ satoshis: 60_000n, tokenTax: 30n });
  });
});

describe('checkReservationFeePaid', () => {
  it('needs at least the 5,000-sat base fee', () => {
    expect(() => checkReservationFeePaid(5_000n)).not.toThrow();
    expect(() => checkReservationFeePaid(4_999n)).toThrow(
      'NATIVE_SWAP: Insufficient fees collected. (Received: 4999 - Wanted: 5000)',
    );
  });
});

describe('checkPriorityFeePaid', () => {
  it('needs at least the 50,000-sat priority fee', () => {
    expect(() => checkPriorityFeePaid(50_000n)).not.toThrow();
    expect(() => checkPriorityFeePaid(49_999n)).toThrow(
      'NATIVE_SWAP: Not enough fees for priority queue.',
    );
  });
});

describe('checkFeeSettings', () => {
  it('caps the reservation fee at 100,000 and the priority fee at 500,000 sats', () => {
    expect(() => checkFeeSettings(100_000n, 500_000n)).not.toThrow();
    expect(() => checkFeeSettings(100_001n, 500_000n)).toThrow(
      'Reservation base fee cannot exceed the cap',
    );
    expect(() => checkFeeSettings(100_000n, 500_001n)).toThrow(
      'Priority queue base fee cannot exceed the cap',
    );
  });
});
