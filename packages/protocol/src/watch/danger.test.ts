import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifySimulation,
  dangerReducer,
  getDangerView,
  initialDangerState,
  isInDanger,
} from './danger.ts';
import type { DangerEvent, DangerState, WatchCheckResult } from './danger.ts';

const checks = (results: WatchCheckResult[], from: DangerState = initialDangerState): DangerState =>
  results.reduce(
    (state, result) => dangerReducer(state, { type: 'check-completed', result }),
    from,
  );

describe('dangerReducer', () => {
  it('flags danger after 3 consecutive ReservationFallback faults, not 2', () => {
    expect(isInDanger(checks(['reservation-fallback', 'reservation-fallback']))).toBe(false);
    expect(
      isInDanger(checks(['reservation-fallback', 'reservation-fallback', 'reservation-fallback'])),
    ).toBe(true);
  });

  it('flags danger after 2 consecutive checks with no result or an error, not 1', () => {
    expect(isInDanger(checks(['no-result']))).toBe(false);
    expect(isInDanger(checks(['simulation-error']))).toBe(false);
    expect(isInDanger(checks(['no-result', 'no-result']))).toBe(true);
    expect(isInDanger(checks(['no-result', 'simulation-error']))).toBe(true);
  });

  it('flags danger after 3 monitoring exceptions, not 2', () => {
    expect(isInDanger(checks(['monitoring-exception', 'monitoring-exception']))).toBe(false);
    expect(
      isInDanger(checks(['monitoring-exception', 'monitoring-exception', 'monitoring-exception'])),
    ).toBe(true);
  });

  it('resets every run on a clean check', () => {
    const state = checks([
      'reservation-fallback',
      'reservation-fallback',
      'no-result',
      'monitoring-exception',
      'monitoring-exception',
      'clean',
    ]);
    expect(state).toMatchObject({
      fallbackFaults: 0,
      noResultOrErrorFaults: 0,
      monitoringExceptions: 0,
    });
    expect(
      isInDanger(
        checks(['reservation-fallback', 'reservation-fallback', 'clean', 'reservation-fallback']),
      ),
    ).toBe(false);
    expect(isInDanger(checks(['no-result', 'clean', 'no-result']))).toBe(false);
  });

  it('does not let a fault of another kind break a run', () => {
    expect(isInDanger(checks(['no-result', 'reservation-fallback', 'no-result']))).toBe(true);
  });

  it('is never in danger without a fault and always is after enough faults of one kind', () => {
    const result = fc.constantFrom<WatchCheckResult>(
      'clean',
      'reservation-fallback',
      'no-result',
      'simulation-error',
      'monitoring-exception',
    );
    fc.assert(
      fc.property(fc.array(result, { maxLength: 20 }), (results) => {
        const state = checks(results);
        const lastClean = results.lastIndexOf('clean');
        const since = results.slice(lastClean + 1);
        const count = (...kinds: WatchCheckResult[]) =>
          since.filter((r) => kinds.includes(r)).length;
        expect(isInDanger(state)).toBe(
          count('reservation-fallback') >= 3 ||
            count('no-result', 'simulation-error') >= 2 ||
            count('monitoring-exception') >= 3,
        );
      }),
    );
  });
});

describe('getDangerView', () => {
  const danger = checks(['no-result', 'no-result']);

  it("shows 'At Risk' and recommends cancelling in danger", () => {
    expect(getDangerView(danger)).toMatchObject({
      inDanger: true,
      label: 'At Risk',
      recommendCancel: true,
    });
    expect(getDangerView(initialDangerState)).toMatchObject({
      inDanger: false,
      label: null,
      recommendCancel: false,
    });
  });

  it('attempts the automatic cancellation once, only with auto-protection on (off by default)', () => {
    expect(initialDangerState.autoProtection).toBe(false);
    expect(getDangerView(danger).autoCancelNow).toBe(false);
    const on: DangerEvent = { type: 'auto-protection-changed', enabled: true };
    const protectedState = dangerReducer(danger, on);
    expect(getDangerView(protectedState).autoCancelNow).toBe(true);
    const attempted = dangerReducer(protectedState, { type: 'auto-cancel-attempted' });
    expect(getDangerView(attempted).autoCancelNow).toBe(false);
    expect(getDangerView(checks(['no-result'], attempted)).autoCancelNow).toBe(false);
    expect(getDangerView(dangerReducer(initialDangerState, on)).autoCancelNow).toBe(false);
  });

  it("says 'Simulation failed. Your expiration is probably invalid.' after a failed simulation", () => {
    expect(getDangerView(checks(['simulation-error'])).message).toBe(
      'Simulation failed. Your expiration is probably invalid.',
    );
    expect(getDangerView(checks(['no-result'])).message).toBe(
      'Simulation failed. Your expiration is probably invalid.',
    );
    expect(getDangerView(checks(['no-result', 'clean'])).message).toBeNull();
    expect(getDangerView(checks(['reservation-fallback'])).message).toBeNull();
  });
});

describe('classifySimulation', () => {
  it('counts a ReservationFallback event as a fault and a missing result as no result', () => {
    expect(classifySimulation(undefined)).toBe('no-result');
    expect(classifySimulation(null)).toBe('no-result');
    expect(classifySimulation([{ type: 'SwapExecuted' }, { type: 'ReservationFallback' }])).toBe(
      'reservation-fallback',
    );
    expect(classifySimulation([{ type: 'SwapExecuted' }])).toBe('clean');
  });
});
