import { describe, expect, it } from 'vitest';
import {
  getReserveButton,
  initialReserveScreenState,
  reserveScreenReducer,
} from './reserve-screen.ts';
import type { ReserveScreenEvent, ReserveScreenState } from './reserve-screen.ts';

const run = (events: ReserveScreenEvent[]): ReserveScreenState =>
  events.reduce(reserveScreenReducer, initialReserveScreenState);

describe('reserveScreenReducer', () => {
  it('goes idle -> reserving -> reserved with the order Pending', () => {
    const reserving = run([{ type: 'reserve' }]);
    expect(reserving).toEqual({ status: 'reserving' });
    expect(run([{ type: 'reserve' }, { type: 'reservation-sent', transactionId: 'tx1' }])).toEqual({
      status: 'reserved',
      transactionId: 'tx1',
      orderStatus: 'Pending',
    });
  });

  it('returns to idle with the message when reserving fails, and can retry', () => {
    const failed = run([{ type: 'reserve' }, { type: 'reservation-failed', message: 'boom' }]);
    expect(failed).toEqual({ status: 'idle', error: 'boom' });
    expect(reserveScreenReducer(failed, { type: 'reserve' })).toEqual({ status: 'reserving' });
  });

  it('ignores events that do not apply to the state', () => {
    expect(run([{ type: 'reservation-sent', transactionId: 'tx' }])).toEqual(
      initialReserveScreenState,
    );
    const reserved = run([{ type: 'reserve' }, { type: 'reservation-sent', transactionId: 'tx1' }]);
    expect(reserveScreenReducer(reserved, { type: 'reserve' })).toBe(reserved);
    expect(reserveScreenReducer(reserved, { type: 'reservation-failed', message: 'x' })).toBe(
      reserved,
    );
    expect(reserveScreenReducer({ status: 'reserving' }, { type: 'reserve' })).toEqual({
      status: 'reserving',
    });
  });

  it('resets from any state', () => {
    expect(reserveScreenReducer({ status: 'reserving' }, { type: 'reset' })).toEqual(
      initialReserveScreenState,
    );
  });
});

describe('getReserveButton', () => {
  it("reads 'Reserving Swap...' while reserving and 'Swap Completed' once reserved", () => {
    expect(getReserveButton({ status: 'idle', error: null })).toEqual({
      text: 'Reserve Swap',
      disabled: false,
      loading: false,
    });
    expect(getReserveButton({ status: 'reserving' })).toEqual({
      text: 'Reserving Swap...',
      disabled: true,
      loading: true,
    });
    expect(
      getReserveButton({ status: 'reserved', transactionId: 't', orderStatus: 'Pending' }),
    ).toEqual({ text: 'Swap Completed', disabled: true, loading: false });
  });
});
