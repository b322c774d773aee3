import { describe, expect, it } from 'vitest';
import { getReservationDisplayStatus } from './display-status.ts';
import type { ReservationDisplayInput } from './display-status.ts';

const completed: ReservationDisplayInput = {
  status: 'Completed',
  expiresAtBlock: 106,
  referencedByNativeSwap: false,
};
const at = (patch: Partial<ReservationDisplayInput>, currentBlock = 100) =>
  getReservationDisplayStatus({ ...completed, ...patch }, currentBlock);

describe('getReservationDisplayStatus', () => {
  it("shows a confirmed reservation with a known expiry as 'Expires in N Blocks'", () => {
    expect(at({})).toEqual({
      status: 'Awaiting Use',
      label: 'Expires in 6 Blocks',
      canContinue: true,
    });
  });

  it("shows a confirmed reservation without a known expiry as 'Ready to Swap'", () => {
    expect(at({ expiresAtBlock: null })).toEqual({
      status: 'Completed',
      label: 'Ready to Swap',
      canContinue: true,
    });
  });

  it('is Expired only once the expiry block is below the current block', () => {
    expect(at({}, 106)).toMatchObject({ status: 'Awaiting Use', label: 'Expires in 0 Blocks' });
    expect(at({}, 107)).toEqual({ status: 'Expired', label: 'Expired', canContinue: false });
  });

  it("shows 'Already Used' when the API says Spent or a NativeSwap references it, even if expired", () => {
    const used = { status: 'Spent', label: 'Already Used', canContinue: false };
    expect(at({ status: 'Spent' })).toEqual(used);
    expect(at({ referencedByNativeSwap: true }, 200)).toEqual(used);
  });

  it('shows Failed before Expired', () => {
    expect(at({ status: 'Failed' }, 200)).toEqual({
      status: 'Failed',
      label: 'Failed',
      canContinue: false,
    });
  });

  it('shows Pending while unconfirmed and not past a known expiry', () => {
    expect(at({ status: 'Pending', expiresAtBlock: null })).toEqual({
      status: 'Pending',
      label: 'Pending',
      canContinue: false,
    });
    expect(at({ status: 'Pending' }, 106).status).toBe('Pending');
    expect(at({ status: 'Pending' }, 107).status).toBe('Expired');
  });

  it("offers 'Continue Swap' only for Completed or Awaiting Use", () => {
    const statuses = ['Pending', 'Completed', 'Failed', 'Spent'] as const;
    for (const status of statuses) {
      for (const expiresAtBlock of [null, 99, 100, 106]) {
        for (const referencedByNativeSwap of [false, true]) {
          const view = at({ status, expiresAtBlock, referencedByNativeSwap });
          expect(view.canContinue).toBe(
            view.status === 'Completed' || view.status === 'Awaiting Use',
          );
        }
      }
    }
  });
});
