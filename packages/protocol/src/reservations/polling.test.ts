import { describe, expect, it } from 'vitest';
import { nextReservationPollStep, reservationFailedMessage } from './polling.ts';
import type { PolledReservation } from './polling.ts';

const reservation: PolledReservation = {
  hash: 'h',
  status: 'Pending',
  expiresAtBlock: null,
  confirmedAtBlock: null,
};
const found = (patch: Partial<PolledReservation>) =>
  nextReservationPollStep({ kind: 'found', reservation: { ...reservation, ...patch } });

describe('nextReservationPollStep', () => {
  it('re-polls a Pending reservation after 10 s', () => {
    expect(found({})).toEqual({ kind: 'poll-again', afterMs: 10_000 });
  });

  it('navigates a Completed reservation to execute with its expiry and confirm blocks', () => {
    expect(found({ status: 'Completed', expiresAtBlock: 106, confirmedAtBlock: 100 })).toEqual({
      kind: 'navigate-to-execute',
      route: '/swap/native/execute/h',
      expiresAtBlock: 106,
      confirmedAtBlock: 100,
    });
  });

  it('keeps polling a Completed answer that lacks either block', () => {
    expect(found({ status: 'Completed', expiresAtBlock: 106 }).kind).toBe('poll-again');
    expect(found({ status: 'Completed', confirmedAtBlock: 100 }).kind).toBe('poll-again');
  });

  it("reports 'Reservation failed: {reason or Unknown error}'", () => {
    expect(found({ status: 'Failed', reason: 'No providers found' })).toEqual({
      kind: 'failed',
      message: 'Reservation failed: No providers found',
    });
    expect(found({ status: 'Failed' })).toEqual({
      kind: 'failed',
      message: 'Reservation failed: Unknown error',
    });
    expect(reservationFailedMessage('')).toBe('Reservation failed: Unknown error');
  });

  it('stops on a Spent reservation', () => {
    expect(found({ status: 'Spent' })).toEqual({ kind: 'already-used' });
  });

  it('retries a failed lookup once after 2 s, then falls back to the 10 s poll', () => {
    expect(nextReservationPollStep({ kind: 'lookup-failed' }, 1)).toEqual({
      kind: 'retry-lookup',
      afterMs: 2_000,
    });
    expect(nextReservationPollStep({ kind: 'lookup-failed' }, 2)).toEqual({
      kind: 'poll-again',
      afterMs: 10_000,
    });
  });
});
