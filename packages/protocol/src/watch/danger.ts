import { DANGER_THRESHOLDS } from '../constants.ts';

/**
 * One monitoring check of a pending swap: its simulation was clean, showed a ReservationFallback
 * event, gave no result, errored, or the monitor itself threw.
 */
export type WatchCheckResult =
  'clean' | 'reservation-fallback' | 'no-result' | 'simulation-error' | 'monitoring-exception';

export interface DangerState {
  fallbackFaults: number;
  noResultOrErrorFaults: number;
  monitoringExceptions: number;
  lastResult: WatchCheckResult | null;
  /** Off by default: the user opts in to an automatic cancellation. */
  autoProtection: boolean;
  autoCancelAttempted: boolean;
}

export type DangerEvent =
  | { type: 'check-completed'; result: WatchCheckResult }
  | { type: 'auto-protection-changed'; enabled: boolean }
  | { type: 'auto-cancel-attempted' };

export const initialDangerState: DangerState = {
  fallbackFaults: 0,
  noResultOrErrorFaults: 0,
  monitoringExceptions: 0,
  lastResult: null,
  autoProtection: false,
  autoCancelAttempted: false,
};

/** Classifies a simulation's events; a missing result is 'no-result'. */
export function classifySimulation(
  events: readonly { type: string }[] | null | undefined,
): WatchCheckResult {
  if (!events) return 'no-result';
  return events.some((event) => event.type === 'ReservationFallback')
    ? 'reservation-fallback'
    : 'clean';
}

/**
 * Each fault kind keeps its own run. Only a clean check resets them: a fault of another kind is
 * still a sign of trouble, so it does not wipe a run (the cautious reading of "consecutive" when
 * funds are at stake). The automatic cancellation is attempted at most once per swap.
 */
export function dangerReducer(state: DangerState, event: DangerEvent): DangerState {
  switch (event.type) {
    case 'check-completed': {
      const { result } = event;
      if (result === 'clean') {
        return {
          ...state,
          fallbackFaults: 0,
          noResultOrErrorFaults: 0,
          monitoringExceptions: 0,
          lastResult: result,
        };
      }
      return {
        ...state,
        fallbackFaults: state.fallbackFaults + (result === 'reservation-fallback' ? 1 : 0),
        noResultOrErrorFaults:
          state.noResultOrErrorFaults +
          (result === 'no-result' || result === 'simulation-error' ? 1 : 0),
        monitoringExceptions:
          state.monitoringExceptions + (result === 'monitoring-exception' ? 1 : 0),
        lastResult: result,
      };
    }
    case 'auto-protection-changed':
      return { ...state, autoProtection: event.enabled };
    case 'auto-cancel-attempted':
      return { ...state, autoCancelAttempted: true };
  }
}

export function isInDanger(state: DangerState): boolean {
  return (
    state.fallbackFaults >= DANGER_THRESHOLDS.fallbackEvents ||
    state.noResultOrErrorFaults >= DANGER_THRESHOLDS.noResultOrError ||
    state.monitoringExceptions >= DANGER_THRESHOLDS.monitoringExceptions
  );
}

export const AT_RISK = 'At Risk';
export const SIMULATION_FAILED_MESSAGE = 'Simulation failed. Your expiration is probably invalid.';

export interface DangerView {
  inDanger: boolean;
  label: typeof AT_RISK | null;
  recommendCancel: boolean;
  /** Start the one automatic cancellation now (then dispatch 'auto-cancel-attempted'). */
  autoCancelNow: boolean;
  /** Shown after a check whose simulation failed or returned nothing. */
  message: typeof SIMULATION_FAILED_MESSAGE | null;
}

/** What the watch screen shows for the monitor's state. */
export function getDangerView(state: DangerState): DangerView {
  const inDanger = isInDanger(state);
  const simulationFailed =
    state.lastResult === 'no-result' || state.lastResult === 'simulation-error';
  return {
    inDanger,
    label: inDanger ? AT_RISK : null,
    recommendCancel: inDanger,
    autoCancelNow: inDanger && state.autoProtection && !state.autoCancelAttempted,
    message: simulationFailed ? SIMULATION_FAILED_MESSAGE : null,
  };
}
