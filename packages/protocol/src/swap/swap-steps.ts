/** The order flow's steps: 1 Select Tokens, 2 Reserve, 3 Swap tokens; the watch screen is 4. */
export type SwapStep = 1 | 2 | 3 | 4;

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
