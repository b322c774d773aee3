import { describe, expect, it } from 'vitest';
import { reservationNotifications, reservationReferences } from './notification-list.ts';

const base = {
  tokenSymbol: 'MOTO',
  amountIn: 100_000n,
  expiresAtBlock: null as number | null,
  status: 'Pending' as const,
  timestamp: 1,
};

describe('reservationNotifications', () => {
  it('shows pending and ready reservations, newest first', () => {
    const items = reservationNotifications(
      [
        { ...base, hash: 'a', timestamp: 1 },
        { ...base, hash: 'b', status: 'Completed', expiresAtBlock: 106, timestamp: 2 },
      ],
      100,
      [],
    );
    expect(items.map((item) => [item.reservation.hash, item.notification.title])).toEqual([
      ['b', 'Ready'],
      ['a', 'Pending block confirmation'],
    ]);
    expect(items[0]?.notification.detail).toBe('Expires in 6 blocks');
  });

  it('leaves out failed, spent, expired and used reservations', () => {
    const items = reservationNotifications(
      [
        { ...base, hash: 'failed', status: 'Failed' },
        { ...base, hash: 'spent', status: 'Spent', expiresAtBlock: 200 },
        { ...base, hash: 'expired', status: 'Completed', expiresAtBlock: 100 },
        { ...base, hash: 'used', status: 'Completed', expiresAtBlock: 200 },
      ],
      100,
      [{ type: 'NativeSwap', status: 'Pending', reservationHash: 'used' }],
    );
    expect(items).toEqual([]);
  });
});

describe('reservationReferences', () => {
  it('reads data.reservationHash, null when the activity names none', () => {
    expect(
      reservationReferences([
        { type: 'NativeSwap', status: 'Completed', data: { reservationHash: 'h' } },
        { type: 'Send', status: 'Completed', data: { amount: 1n } },
      ]),
    ).toEqual([
      { type: 'NativeSwap', status: 'Completed', reservationHash: 'h' },
      { type: 'Send', status: 'Completed', reservationHash: null },
    ]);
  });
});
