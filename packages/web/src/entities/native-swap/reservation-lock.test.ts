import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acquireReservationLock,
  isReservationInProgress,
  RESERVATION_LOCK_KEY,
  releaseReservationLock,
  useReservationInProgress,
} from './reservation-lock.ts';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('the swap reservation in progress flag', () => {
  it('lets one reservation through at a time', () => {
    expect(acquireReservationLock()).toBe(true);
    expect(isReservationInProgress()).toBe(true);
    expect(acquireReservationLock()).toBe(false);
    releaseReservationLock();
    expect(isReservationInProgress()).toBe(false);
    expect(acquireReservationLock()).toBe(true);
  });

  it('ignores a flag left behind by a tab that died long ago', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    expect(acquireReservationLock()).toBe(true);
    vi.setSystemTime(new Date('2026-01-01T00:06:00Z'));
    expect(isReservationInProgress()).toBe(false);
  });

  it('re-renders when this tab or another one sets or clears it', () => {
    const { result } = renderHook(() => useReservationInProgress());
    expect(result.current).toBe(false);
    act(() => {
      acquireReservationLock();
    });
    expect(result.current).toBe(true);
    act(() => {
      localStorage.removeItem(RESERVATION_LOCK_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: RESERVATION_LOCK_KEY }));
    });
    expect(result.current).toBe(false);
  });
});
