import { describe, expect, it } from 'vitest';
import { nativeToken } from '@opswap/protocol/tokens/token';
import {
  IDLE,
  type PoolSwapEvent,
  type PoolSwapFlow,
  type PoolSwapPlan,
  buttonPhase,
  poolSwapTransition,
} from './pool-swap-flow.ts';

const token = {
  ...nativeToken('regtest'),
  address: `0x${'ab'.repeat(32)}`,
  p2op: 'opr1x',
  symbol: 'MOTO',
};
const plan: PoolSwapPlan = {
  sellToken: token,
  buyToken: { ...token, address: `0x${'cd'.repeat(32)}`, symbol: 'PILL' },
  amountIn: 10n,
  amountOut: 19n,
  amountOutMin: 18n,
  priceImpactBps: 3n,
  maxSlippage: 20,
};

const run = (...events: PoolSwapEvent[]): PoolSwapFlow => events.reduce(poolSwapTransition, IDLE);

describe('the pool swap flow', () => {
  it('reviews, approves, swaps and ends sent', () => {
    const state = run(
      { type: 'review', plan },
      { type: 'approve' },
      { type: 'approval-sent', transactionId: 'a1' },
      { type: 'swap' },
      { type: 'sent', transactionId: 't1' },
    );
    expect(state).toEqual({ step: 'sent', plan, transactionId: 't1' });
  });

  it('swaps straight from the review when no approval is needed', () => {
    expect(run({ type: 'review', plan }, { type: 'swap' }).step).toBe('swapping');
  });

  it('goes back to idle when the review is cancelled or a result dismissed', () => {
    expect(run({ type: 'review', plan }, { type: 'cancel' })).toBe(IDLE);
    expect(
      run(
        { type: 'review', plan },
        { type: 'swap' },
        { type: 'fail', message: 'no' },
        { type: 'reset' },
      ),
    ).toBe(IDLE);
  });

  it('keeps the failure message', () => {
    expect(
      run(
        { type: 'review', plan },
        { type: 'approve' },
        { type: 'fail', message: 'User rejected the request.' },
      ),
    ).toEqual({ step: 'failed', plan, message: 'User rejected the request.' });
  });

  it('ignores events that do not apply', () => {
    expect(run({ type: 'swap' })).toBe(IDLE);
    expect(run({ type: 'sent', transactionId: 'x' })).toBe(IDLE);
    const swapping = run({ type: 'review', plan }, { type: 'swap' });
    expect(poolSwapTransition(swapping, { type: 'review', plan })).toBe(swapping);
    expect(poolSwapTransition(swapping, { type: 'cancel' })).toBe(swapping);
  });

  it('tells the button machine whether it approves or swaps', () => {
    expect(buttonPhase(IDLE)).toBe('idle');
    expect(buttonPhase(run({ type: 'review', plan }, { type: 'approve' }))).toBe('approving');
    expect(buttonPhase(run({ type: 'review', plan }, { type: 'swap' }))).toBe('swapping');
  });
});
