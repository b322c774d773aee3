import { describe, expect, it } from 'vitest';
import {
  FLOW_IDLE,
  type TransactionFlow,
  type TransactionFlowEvent,
  flowFailure,
  flowPlan,
  transactionFlowPhase,
  transactionFlowTransition,
} from './transaction-flow.ts';

interface Plan {
  amount: bigint;
}
const plan: Plan = { amount: 10n };

const run = (...events: TransactionFlowEvent<Plan>[]): TransactionFlow<Plan> =>
  events.reduce<TransactionFlow<Plan>>(transactionFlowTransition, FLOW_IDLE);

describe('the transaction flow', () => {
  it('reviews, approves, sends and ends sent', () => {
    const state = run(
      { type: 'review', plan, needsApproval: true },
      { type: 'approve' },
      { type: 'approval-sent', transactionId: 'a1' },
      { type: 'send' },
      { type: 'sent', transactionId: 't1' },
    );
    expect(state).toEqual({ step: 'sent', plan, transactionId: 't1' });
  });

  it('keeps whether the review found the allowance short', () => {
    expect(run({ type: 'review', plan, needsApproval: true })).toEqual({
      step: 'confirming',
      plan,
      needsApproval: true,
    });
  });

  it('keeps the approval id while approving', () => {
    expect(
      run(
        { type: 'review', plan, needsApproval: true },
        { type: 'approve' },
        { type: 'approval-sent', transactionId: 'a1' },
      ),
    ).toEqual({ step: 'approving', plan, approvalId: 'a1' });
  });

  it('sends straight from the review when no approval is needed', () => {
    expect(run({ type: 'review', plan, needsApproval: false }, { type: 'send' })).toEqual({
      step: 'sending',
      plan,
    });
  });

  it('starts sending without a review, and again after a failure', () => {
    expect(run({ type: 'start', plan })).toEqual({ step: 'sending', plan });
    const failed = run({ type: 'start', plan }, { type: 'fail', message: 'x' });
    expect(transactionFlowTransition(failed, { type: 'start', plan })).toEqual({
      step: 'sending',
      plan,
    });
    const sending = run({ type: 'start', plan });
    expect(transactionFlowTransition(sending, { type: 'start', plan })).toBe(sending);
  });

  it('fails from approving or sending, keeping the message, and resets to idle', () => {
    const failed = run(
      { type: 'review', plan, needsApproval: false },
      { type: 'send' },
      { type: 'fail', message: 'x' },
    );
    expect(failed).toEqual({ step: 'failed', plan, message: 'x' });
    expect(flowFailure(failed)).toBe('x');
    expect(transactionFlowTransition(failed, { type: 'reset' })).toBe(FLOW_IDLE);
    expect(
      run(
        { type: 'review', plan, needsApproval: true },
        { type: 'approve' },
        { type: 'fail', message: 'User rejected the request.' },
      ),
    ).toEqual({ step: 'failed', plan, message: 'User rejected the request.' });
  });

  it('goes back to idle when the review is cancelled', () => {
    expect(run({ type: 'review', plan, needsApproval: false }, { type: 'cancel' })).toBe(FLOW_IDLE);
  });

  it('ignores events that do not apply', () => {
    expect(run({ type: 'send' })).toBe(FLOW_IDLE);
    expect(run({ type: 'sent', transactionId: 'x' })).toBe(FLOW_IDLE);
    expect(run({ type: 'fail', message: 'x' })).toBe(FLOW_IDLE);
    const confirming = run({ type: 'review', plan, needsApproval: false });
    expect(transactionFlowTransition(confirming, { type: 'sent', transactionId: 't' })).toBe(
      confirming,
    );
    expect(transactionFlowTransition(confirming, { type: 'reset' })).toBe(confirming);
    expect(transactionFlowTransition(confirming, { type: 'start', plan })).toBe(confirming);
    const sending = run({ type: 'review', plan, needsApproval: false }, { type: 'send' });
    expect(transactionFlowTransition(sending, { type: 'review', plan, needsApproval: false })).toBe(
      sending,
    );
    expect(transactionFlowTransition(sending, { type: 'cancel' })).toBe(sending);
  });

  it('tells whether it approves or sends, what is under review and why it failed', () => {
    expect(transactionFlowPhase(FLOW_IDLE)).toBe('idle');
    const confirming = run({ type: 'review', plan, needsApproval: true });
    expect(transactionFlowPhase(confirming)).toBe('idle');
    expect(flowPlan(confirming)).toBe(plan);
    expect(flowPlan(FLOW_IDLE)).toBeNull();
    expect(flowPlan(run({ type: 'start', plan }))).toBe(plan);
    expect(flowFailure(confirming)).toBeNull();
    expect(transactionFlowPhase(transactionFlowTransition(confirming, { type: 'approve' }))).toBe(
      'approving',
    );
    expect(transactionFlowPhase(transactionFlowTransition(confirming, { type: 'send' }))).toBe(
      'sending',
    );
  });
});
