import { describe, expect, it } from 'vitest';
import { getReservationNotification } from './notification.ts';

describe('getReservationNotification', () => {
  it("says 'Pending block confirmation' while no expiry is known", () => {
    expect(getReservationNotification({ reservationHash: 'h', expiresAtBlock: null }, 100)).toEqual(
      {
        state: 'pending',
        title: 'Pending block confirmation',
        detail: null,
        action: null,
      },
    );
  });

  it("says 'Ready' with 'Expires in N blocks' and Use Reservation to the execute route", () => {
    expect(getReservationNotification({ reservationHash: 'h', expiresAtBlock: 106 }, 100)).toEqual({
      state: 'ready',
      title: 'Ready',
      detail: 'Expires in 6 blocks',
      action: { label: 'Use Reservation', route: '/swap/native/execute/h' },
    });
    expect(
      getReservationNotification({ reservationHash: 'h', expiresAtBlock: 106 }, 105).detail,
    ).toBe('Expires in 1 blocks');
  });

  it('drops the action once no block remains', () => {
    expect(getReservationNotification({ reservationHash: 'h', expiresAtBlock: 106 }, 106)).toEqual({
      state: 'expired',
      title: 'Expired',
      detail: null,
      action: null,
    });
    expect(
      getReservationNotification({ reservationHash: 'h', expiresAtBlock: 106 }, 300).state,
    ).toBe('expired');
  });
});
