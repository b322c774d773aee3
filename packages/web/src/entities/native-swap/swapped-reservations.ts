import { z } from 'zod/mini';
import { readStored, writeStored } from '../../lib/storage/local-storage.ts';

/**
 * The ignore list of reservations whose swap this browser already sent (docs/native-swap.md#execute): their
 * execute screen says the swap is pending instead of offering it again.
 */
export const SWAPPED_RESERVATIONS_KEY = 'opswap.swappedReservations';
/** Enough for any user's recent reservations; the oldest fall off. */
const KEEP = 50;

const listSchema = z.array(z.string());

export function swappedReservations(): string[] {
  return readStored(SWAPPED_RESERVATIONS_KEY, listSchema, []);
}

export function isReservationSwapped(hash: string): boolean {
  return swappedReservations().includes(hash.toLowerCase());
}

export function markReservationSwapped(hash: string): void {
  const list = swappedReservations().filter((item) => item !== hash.toLowerCase());
  writeStored(SWAPPED_RESERVATIONS_KEY, [...list, hash.toLowerCase()].slice(-KEEP));
}
