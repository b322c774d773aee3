import { useSyncExternalStore } from 'react';

/**
 * The 'swap reservation in progress' flag (docs/native-swap.md#reserve): kept in localStorage so a second tab sees
 * it and cannot send a second reservation while one is being signed and sent. It holds the time
 * it was set; a flag older than LOCK_LIFETIME_MS is a tab that died mid-reservation and is ignored.
 */
export const RESERVATION_LOCK_KEY = 'opswap.swapReservationInProgress';
const LOCK_LIFETIME_MS = 5 * 60_000;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function readLock(now = Date.now()): boolean {
  try {
    const since = Number(localStorage.getItem(RESERVATION_LOCK_KEY));
    return Number.isFinite(since) && since > 0 && now - since < LOCK_LIFETIME_MS;
  } catch {
    return false;
  }
}

/** Whether a reservation is being sent, in this tab or another. */
export function isReservationInProgress(): boolean {
  return readLock();
}

/** Takes the flag; false when another reservation holds it. */
export function acquireReservationLock(): boolean {
  if (readLock()) return false;
  try {
    localStorage.setItem(RESERVATION_LOCK_KEY, String(Date.now()));
  } catch {
    // Without storage the flag cannot be shared; this tab goes on alone.
  }
  notify();
  return true;
}

export function releaseReservationLock(): void {
  try {
    localStorage.removeItem(RESERVATION_LOCK_KEY);
  } catch {
    // as above
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === RESERVATION_LOCK_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The flag as a hook: re-renders when this tab or another sets or clears it. */
export function useReservationInProgress(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readLock(),
    () => false,
  );
}
