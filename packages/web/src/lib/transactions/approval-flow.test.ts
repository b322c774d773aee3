import { describe, expect, it } from 'vitest';
import {
  type ApprovalFlow,
  type ApprovalFlowEvent,
  FLOW_IDLE,
  approvalFlowPhase,
  approvalFlowTransition,
} from './approval-flow.ts';

interface Plan {
  amount: bigint;
}
const plan: Plan = { amount: 10n };

const run = (...events: ApprovalFlowEvent<Plan>[]): ApprovalFlow<Plan> =>
  events.reduce<ApprovalFlow<Plan>>(approvalFlowTransition, FLOW_IDLE);

describe('the approval flow', () => {
  it('reviews, approves, sends and ends sent', () => {
    const state = run(
      { type: 'review', plan },
      { type: 'approve' },
      { type: 'approval-sent', transactionId: 'a1' },
      { type: 'send' },
      { type: 'sent', transactionId: 't1' },
    );
    expect(state).toEqual({ step: 'sent', plan, transactionId: 't1' });
  });

  it('keeps the approval id while approving', () => {
    expect(
      run(
        { type: 'review', plan },
        { type: 'approve' },
        { type: 'approval-sent', transactionId: 'a1' },
      ),
    ).toEqual({ step: 'approving', plan, approvalId: 'a1' });
  });

  it('sends straight from the review when no approval is needed', () => {
    expect(run({ type: 'review', plan }, { type: 'send' })).toEqual({ step: 'sending', plan });
  });

  it('fails from approving or sending, keeping the message, and resets to idle', () => {
    const failed = run({ type: 'review', plan }, { type: 'send' }, { type: 'fail', message: 'x' });
    expect(failed).toEqual({ step: 'failed', plan, message: 'x' });
    expect(approvalFlowTransition(failed, { type: 'reset' })).toBe(FLOW_IDLE);
    expect(
      run(
        { type: 'review', plan },
        { type: 'approve' },
        { type: 'fail', message: 'User rejected the request.' },
      ),
    ).toEqual({ step: 'failed', plan, message: 'User rejected the request.' });
  });

  it('goes back to idle when the review is cancelled', () => {
    expect(run({ type: 'review', plan }, { type: 'cancel' })).toBe(FLOW_IDLE);
  });

  it('ignores events that do not apply', () => {
    expect(run({ type: 'send' })).toBe(FLOW_IDLE);
    expect(run({ type: 'sent', transactionId: 'x' })).toBe(FLOW_IDLE);
    expect(run({ type: 'review', plan }, { type: 'sent', transactionId: 't' }).step).toBe(
      'confirming',
    );
    expect(run({ type: 'review', plan }, { type: 'reset' }).step).toBe('confirming');
    const sending = run({ type: 'review', plan }, { type: 'send' });
    expect(approvalFlowTransition(sending, { type: 'review', plan })).toBe(sending);
    expect(approvalFlowTransition(sending, { type: 'cancel' })).toBe(sending);
  });

  it('tells whether it approves or sends', () => {
    expect(approvalFlowPhase(FLOW_IDLE)).toBe('idle');
    expect(approvalFlowPhase(run({ type: 'review', plan }))).toBe('idle');
    expect(approvalFlowPhase(run({ type: 'review', plan }, { type: 'approve' }))).toBe('approving');
    expect(approvalFlowPhase(run({ type: 'review', plan }, { type: 'send' }))).toBe('sending');
  });
});
