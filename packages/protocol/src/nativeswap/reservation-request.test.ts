import { describe, expect, it } from 'vitest';
import { checkReservationRequest } from './reservation-request.ts';

describe('checkReservationRequest', () => {
  it('accepts the 50,000-sat minimum trade and refuses one sat less', () => {
    expect(() => checkReservationRequest(50_000n, 0)).not.toThrow();
    expect(() => checkReservationRequest(49_999n, 0)).toThrow(
      'NATIVE_SWAP: Requested amount is below minimum trade size 49999 < 50000.',
    );
  });

  it('refuses a zero amount and a delay above 3, in contract order', () => {
    expect(() => checkReservationRequest(0n, 0)).toThrow(
      'NATIVE_SWAP: Maximum amount in cannot be zero.',
    );
    expect(() => checkReservationRequest(0n, 4)).toThrow(
      'NATIVE_SWAP: Activation delay cannot be greater than 3.',
    );
  });

  it('takes the contract’s own minimum as a parameter', () => {
    expect(() => checkReservationRequest(10_000n, 3, 10_000n)).not.toThrow();
  });

  it('takes a configured maximum activation delay', () => {
    expect(() => checkReservationRequest(50_000n, 2, 50_000n, 1)).toThrow(
      'NATIVE_SWAP: Activation delay cannot be greater than 1.',
    );
    expect(() => checkReservationRequest(50_000n, 5, 50_000n, 5)).not.toThrow();
  });
});
