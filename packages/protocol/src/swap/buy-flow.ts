import type { Token } from '../tokens/token.ts';

/**
 * The buy with Bitcoin, in one place: its four steps, the route of each (from routes/routes.ts),
 * and what each step hands to the next (docs/native-swap.md#buy-with-btc).
 *
 * 1. Select (the swap form, routes.swap): the token, the sats and the reorg protection; the
 *    reservation is simulated. Hands a NativeBuyOrder to step 2, in this tab only.
 * 2. Reserve (routes.nativeReserve): sends the reservation. Its transaction id is the
 *    reservation's hash, in the route, which step 3 continues from once it is confirmed.
 * 3. Execute (routes.nativeExecute(reservationHash)): after the reorg wait, the swap pays each
 *    provider. Hands the reservation hash and the swap's transaction id to step 4.
 * 4. Watch (routes.nativeWatch(reservationHash, swapTransactionId)): the swap until it is mined,
 *    with the at-risk alerts and the cancellation.
 */
export type SwapStep = 1 | 2 | 3 | 4;

/**
 * What step 1 hands to step 2: what the user asked for and what the reservation simulation
 * answered. Amounts are sats in, token base units out.
 */
export interface NativeBuyOrder {
  token: Token;
  amountIn: bigint;
  expectedAmountOut: bigint;
  minimumAmountOut: bigint;
  /** The max slippage setting (hundredths of a percent). */
  slippage: number;
  /** The activation delay in blocks: the reorg protection level, 0 when off. */
  activationDelay: number;
  estimatedGas: bigint;
  estimatedSatGas: bigint;
}

/** Steps before the current one are completed; steps after it are upcoming. */
export type SwapStepStatus = 'completed' | 'active' | 'upcoming';

export interface SwapStepView {
  step: 1 | 2 | 3;
  label: string;
  status: SwapStepStatus;
}

export const SWAP_STEP_LABELS = {
  1: 'Select Tokens',
  2: 'Reserve',
  3: 'Swap tokens',
} as const;

/** The three-step indicator; on the watch screen (step 4) all three show completed. */
export function getSwapSteps(current: SwapStep): SwapStepView[] {
  return ([1, 2, 3] as const).map((step) => ({
    step,
    label: SWAP_STEP_LABELS[step],
    status: step < current ? 'completed' : step === current ? 'active' : 'upcoming',
  }));
}
