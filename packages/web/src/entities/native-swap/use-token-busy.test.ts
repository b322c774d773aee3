import { describe, expect, it } from 'vitest';
import { isTokenBusy } from '@opswap/protocol/reservations/token-busy';
import type { Activity } from '@opswap/protocol/schemas/activity';
import type { Reservation } from '@opswap/protocol/schemas/reservation';
import { tokenHoldsOf } from './use-token-busy.ts';

const TOKEN = '0x' + 'ab'.repeat(32);
const reservation = (change: Partial<Reservation>): Reservation =>
  ({
    hash: 'cd'.repeat(32),
    tokenSymbol: 'MOTO',
    tokenAddress: TOKEN,
    status: 'Completed',
    expiresAtBlock: 20,
    ...change,
  }) as Reservation;
const swap = (status: Activity['status'], data: Record<string, unknown>): Activity =>
  ({ type: 'NativeSwap', status, transactionId: 'ef'.repeat(32), data }) as unknown as Activity;

describe('tokenHoldsOf', () => {
  it('makes a token busy with a Pending reservation not yet expired', () => {
    const holds = tokenHoldsOf([reservation({ status: 'Pending' })], []);
    expect(isTokenBusy(TOKEN.toUpperCase(), holds, 20)).toBe(true);
    expect(isTokenBusy(TOKEN, holds, 21)).toBe(false);
  });

  it('makes a token busy with a Pending native swap that names it', () => {
    const holds = tokenHoldsOf(
      [],
      [swap('Pending', { reservationHash: 'cd', tokenAddress: TOKEN })],
    );
    expect(isTokenBusy(TOKEN, holds, 100)).toBe(true);
    const done = tokenHoldsOf([], [swap('Completed', { tokenAddress: TOKEN })]);
    expect(isTokenBusy(TOKEN, done, 100)).toBe(false);
  });

  it('skips a swap that names no token', () => {
    expect(tokenHoldsOf([], [swap('Pending', { reservationHash: 'cd' })])).toEqual([]);
  });
});
