import { describe, expect, it } from 'vitest';
import {
  liquidityStepTransition,
  liquidityStepViews,
  reachableStep,
  shownStep,
} from './add-liquidity-steps.ts';

const none = { pairReady: false, amountsReady: false };
const pair = { pairReady: true, amountsReady: false };
const all = { pairReady: true, amountsReady: true };

describe('the liquidity steps', () => {
  it('reach as far as the steps before are complete', () => {
    expect(reachableStep(none)).toBe(1);
    expect(reachableStep(pair)).toBe(2);
    expect(reachableStep(all)).toBe(3);
  });

  it('go next only once the current step is complete', () => {
    expect(liquidityStepTransition(1, { type: 'next' }, none)).toBe(1);
    expect(liquidityStepTransition(1, { type: 'next' }, pair)).toBe(2);
    expect(liquidityStepTransition(2, { type: 'next' }, pair)).toBe(2);
    expect(liquidityStepTransition(2, { type: 'next' }, all)).toBe(3);
    expect(liquidityStepTransition(3, { type: 'next' }, all)).toBe(3);
  });

  it('go back one step, never before the first', () => {
    expect(liquidityStepTransition(3, { type: 'previous' }, all)).toBe(2);
    expect(liquidityStepTransition(1, { type: 'previous' }, all)).toBe(1);
  });

  it('jump to any reachable step, earlier or later', () => {
    expect(liquidityStepTransition(3, { type: 'jump', step: 1 }, all)).toBe(1);
    expect(liquidityStepTransition(1, { type: 'jump', step: 3 }, all)).toBe(3);
    expect(liquidityStepTransition(1, { type: 'jump', step: 3 }, pair)).toBe(1);
  });

  it('fall back to the first incomplete step when an earlier one is undone', () => {
    expect(shownStep(3, pair)).toBe(2);
    expect(shownStep(3, none)).toBe(1);
    expect(shownStep(2, all)).toBe(2);
    expect(liquidityStepTransition(3, { type: 'previous' }, pair)).toBe(1);
  });

  it('show earlier steps completed and offer them as a way back', () => {
    expect(liquidityStepViews(2)).toEqual([
      { step: 1, label: 'Select Pair', status: 'completed', canJumpTo: true },
      { step: 2, label: 'Enter Amounts', status: 'active', canJumpTo: false },
      { step: 3, label: 'Review & Supply', status: 'upcoming', canJumpTo: false },
    ]);
  });
});
