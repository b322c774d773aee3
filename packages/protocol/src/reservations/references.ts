import type { ActivityType } from '../schemas/activity.ts';

/** The activity fields that tell whether it used a reservation. */
export interface ReservationReferencingActivity {
  type: string;
  status: string;
  reservationHash?: string | null;
}

/** A swap that consumes the reservation. */
export const NATIVE_SWAP_TYPES: readonly ActivityType[] = ['NativeSwap'];
/**
 * Activities that hide a reservation once they refer to it
 * (docs/activity.md#reservation-visibility).
 */
export const RESERVATION_CONSUMING_TYPES: readonly ActivityType[] = [
  'NativeSwap',
  'AddLiquidity',
  'AddLiquidityNativeSwap',
  'AddLiquidityReservation',
];

/** True when a non-failed activity of one of the given types refers to the reservation. */
export function isReservationReferenced(
  reservationHash: string,
  activities: readonly ReservationReferencingActivity[],
  types: readonly ActivityType[],
): boolean {
  return activities.some(
    (activity) =>
      activity.status !== 'Failed' &&
      types.some((type) => type === activity.type) &&
      activity.reservationHash === reservationHash,
  );
}
