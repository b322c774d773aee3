import { useCallback, useReducer, useState } from 'react';
import { approvalFlowTransition, FLOW_IDLE } from './approval-flow.ts';
import { type ApprovalRequest, approveIfShort } from './approve-if-short.ts';
import { useActivityRecording } from './use-activity-recording.ts';

/**
 * The state of a transaction that may need a token approval first (the pool swap, the
 * to-Bitcoin listing): its flow, whether the review found the allowance short, and the
 * recording of its activity.
 */
export function useApprovalFlow<Plan>() {
  const [flow, dispatch] = useReducer(approvalFlowTransition<Plan>, FLOW_IDLE);
  const [needsApprovalFirst, setNeedsApprovalFirst] = useState(false);
  const { recording, record, clearRecording } = useActivityRecording();

  /** Opens the confirmation of `plan`; `allowanceShort` says it will approve first. */
  const openReview = useCallback((plan: Plan, allowanceShort: boolean) => {
    setNeedsApprovalFirst(allowanceShort);
    dispatch({ type: 'review', plan });
  }, []);

  /** Approves the spender when its allowance is (still) short, then moves on to sending. */
  const approveThenSend = useCallback(async (request: Omit<ApprovalRequest, 'onApprovalSent'>) => {
    const approved = await approveIfShort({
      ...request,
      onApprovalSent: (approvalId) =>
        dispatch({ type: 'approval-sent', transactionId: approvalId }),
    });
    if (approved) dispatch({ type: 'send' });
  }, []);

  const cancel = useCallback(() => dispatch({ type: 'cancel' }), []);
  const reset = useCallback(() => {
    clearRecording();
    dispatch({ type: 'reset' });
  }, [clearRecording]);

  return {
    /** What the form reads and calls, returned as they are by the flow's own hook. */
    ui: { flow, needsApprovalFirst, recording, cancel, reset },
    dispatch,
    record,
    openReview,
    approveThenSend,
  };
}
