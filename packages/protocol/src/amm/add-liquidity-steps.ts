/**
 * The liquidity flow's three steps (spec 2, "Liquidity flow": next, previous, jump to step 1 to
 * 3): select the pair, enter the amounts, review and supply. A step is reachable once every step
 * before it is complete, so a change that undoes an earlier step (a new token) also moves the
 * flow back to it.
 */
export type LiquidityStep = 1 | 2 | 3;

export const LIQUIDITY_STEPS: readonly LiquidityStep[] = [1, 2, 3];

export const LIQUIDITY_STEP_LABELS: Readonly<Record<LiquidityStep, string>> = {
  1: 'Select Pair',
  2: 'Enter Amounts',
  3: 'Review & Supply',
};

/** Which steps are complete: the pair chosen (an AMM pair), the amounts valid. */
export interface LiquidityReadiness {
  pairReady: boolean;
  amountsReady: boolean;
}

/** The furthest step the user may be on. */
export function reachableStep(readiness: LiquidityReadiness): LiquidityStep {
  if (!readiness.pairReady) return 1;
  return readiness.amountsReady ? 3 : 2;
}

/** The step shown: the one the user went to, unless an earlier step is no longer complete. */
export function shownStep(wanted: LiquidityStep, readiness: LiquidityReadiness): LiquidityStep {
  const reachable = reachableStep(readiness);
  return wanted < reachable ? wanted : reachable;
}

export type LiquidityStepEvent =
  { type: 'next' } | { type: 'previous' } | { type: 'jump'; step: LiquidityStep };

/** The step after an event; a move to a step not reachable yet changes nothing. */
export function liquidityStepTransition(
  current: LiquidityStep,
  event: LiquidityStepEvent,
  readiness: LiquidityReadiness,
): LiquidityStep {
  const from = shownStep(current, readiness);
  const target: number =
    event.type === 'next' ? from + 1 : event.type === 'previous' ? from - 1 : event.step;
  if (target < 1 || target > 3 || target > reachableStep(readiness)) return from;
  return target as LiquidityStep;
}

export type LiquidityStepStatus = 'completed' | 'active' | 'upcoming';

export interface LiquidityStepView {
  step: LiquidityStep;
  label: string;
  status: LiquidityStepStatus;
  /** An earlier step: the indicator offers it as a button back. */
  canJumpTo: boolean;
}

/** The step indicator: steps before the current one are completed and can be gone back to. */
export function liquidityStepViews(current: LiquidityStep): LiquidityStepView[] {
  return LIQUIDITY_STEPS.map((step) => ({
    step,
    label: LIQUIDITY_STEP_LABELS[step],
    status: step < current ? 'completed' : step === current ? 'active' : 'upcoming',
    canJumpTo: step < current,
  }));
}
