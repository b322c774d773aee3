import { z } from 'zod/mini';
import { addressString, bigintString, hash32String, hexString } from '../schemas/common.ts';
import type { SwapCancelData } from './cancel.ts';

/**
 * What the execute screen records with a NativeSwap activity and the watch screen reads back: the
 * reservation, the trade, and the swap cancel data (docs/native-swap.md#cancel-a-pending-swap). All
 * but the reservation hash are optional: an older or foreign record may lack them, and the screen
 * degrades rather than fails.
 */
export const nativeSwapWatchDataSchema = z.looseObject({
  reservationHash: hash32String,
  tokenAddress: z.optional(addressString),
  amountIn: z.optional(bigintString),
  amountOut: z.optional(bigintString),
  feeRate: z.optional(z.number().check(z.nonnegative())),
  interactionAddress: z.optional(addressString),
  compiledTargetScript: z.optional(hexString),
});
export type NativeSwapWatchData = z.infer<typeof nativeSwapWatchDataSchema>;

/** The activity data as the watch screen reads it, or null when it is not a native swap's. */
export function readNativeSwapWatchData(data: unknown): NativeSwapWatchData | null {
  const parsed = nativeSwapWatchDataSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The swap cancel data, or null when any of its three parts is missing. */
export function swapCancelDataOf(data: NativeSwapWatchData | null): SwapCancelData | null {
  if (!data) return null;
  const { interactionAddress, compiledTargetScript, feeRate } = data;
  if (!interactionAddress || !compiledTargetScript || feeRate === undefined) return null;
  return { interactionAddress, compiledTargetScript, feeRate };
}
