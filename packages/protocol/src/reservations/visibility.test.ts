import { describe, expect, it } from 'vitest';
import { isReservationReferenced } from './references.ts';
import { isReservationVisible } from './visibility.ts';
import type { ReservationVisibilityInput } from './visibility.ts';

const reservation: ReservationVisibilityInput = {
  hash: 'r1',
  status: 'Completed',
  expiresAtBlock: 106,
};

describe('isReservationVisible', () => {
  it('shows a reservation while the current block is below its expiry', () => {
    expect(isReservationVisible(reservation, 105, [])).toBe(true);
    expect(isReservationVisible(reservation, 106, [])).toBe(false);
  });

  it('keeps a Pending reservation shown on its expiry block, not after', () => {
    const pending = { ...reservation, status: 'Pending' as const };
    expect(isReservationVisible(pending, 106, [])).toBe(true);
    expect(isReservationVisible(pending, 107, [])).toBe(false);
  });

  it('shows a reservation whose expiry is not known yet', () => {
    expect(isReservationVisible({ ...reservation, expiresAtBlock: null }, 10_000, [])).toBe(true);
  });

  it('hides it once a non-failed NativeSwap or add-liquidity activity refers to it', () => {
    for (const type of [
      'NativeSwap',
      'AddLiquidity',
      'AddLiquidityNativeSwap',
      'AddLiquidityReservation',
    ]) {
      expect(
        isReservationVisible(reservation, 100, [
          { type, status: 'Pending', reservationHash: 'r1' },
        ]),
      ).toBe(false);
    }
  });

  it('stays shown when the referring activity failed, is of another type or refers elsewhere', () => {
    expect(
      isReservationVisible(reservation, 100, [
        { type: 'NativeSwap', status: 'Failed', reservationHash: 'r1' },
        { type: 'Send', status: 'Completed', reservationHash: 'r1' },
        { type: 'NativeSwap', status: 'Completed', reservationHash: 'r2' },
        { type: 'NativeSwap', status: 'Completed' },
      ]),
    ).toBe(true);
  });
});

describe('isReservationReferenced', () => {
  it('only counts the given types', () => {
    const activity = [
      { type: 'AddLiquidityReservation', status: 'Completed', reservationHash: 'r1' },
    ];
    expect(isReservationReferenced('r1', activity, ['NativeSwap'])).toBe(false);
    expect(isReservationReferenced('r1', activity, ['AddLiquidityReservation'])).toBe(true);
  });
});
