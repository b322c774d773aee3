import { useReducer, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NO_WALLET_CONNECTED } from '@opswap/protocol/errors/messages';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { needsApproval } from '@opswap/protocol/swap/transaction-fees';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import {
  FLOW_IDLE,
  type TransactionFlow,
  type TransactionFlowPhase,
  transactionFlowPhase,
  transactionFlowTransition,
} from '@opswap/protocol/transactions/transaction-flow';
import { recordActivity } from '../activity/record-activity.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { allowanceQueryOptions } from '../tokens/allowance-query.ts';
import { refreshTokenBalances } from '../tokens/use-token-balance.ts';
import { assertWalletOnNetwork } from '../../lib/wallet/wallet-network.ts';
import { type ConnectedWallet, useWalletStore } from '../../lib/wallet/wallet-store.ts';
import { approveIfShort } from './approve-if-short.ts';
import { feesFromSettings } from './settings-fees.ts';
import type { ActivityRecording } from './transaction-success.tsx';
import {
  approvalsOf,
  type KindSteps,
  type PaidTransactionKind,
  type SentTransaction,
  type TransactionKind,
  type UnpaidTransactionKind,
} from './transaction-kind.ts';

/** The connected wallet, on `network`; throws the catalogue's text otherwise. */
export function connectedWalletOn(network: ProductNetwork): ConnectedWallet {
  const wallet = useWalletStore.getState().wallet;
  if (!wallet) throw new Error(NO_WALLET_CONNECTED);
  assertWalletOnNetwork(wallet, network);
  return wallet;
}

/** What a screen reads and calls of its transaction flow. */
export interface TransactionFlowControls<Plan, Sent extends SentTransaction = SentTransaction> {
  flow: TransactionFlow<Plan>;
  /** 'approving' or 'sending' while busy, for the button texts. */
  phase: TransactionFlowPhase;
  /** Where recording the sent transaction's activity stands. */
  recording: ActivityRecording;
  /**
   * Opens the review of `plan`. Throws when no wallet is connected or the allowance cannot be
   * read: nothing was sent, so the caller shows the message where the user pressed.
   */
  review: (plan: Plan) => Promise<void>;
  /** Sends the plan under review, approving first when the review found the allowance short. */
  confirm: () => Promise<Sent | null>;
  /** Sends `plan` without a review (the screen itself is the review). */
  start: (plan: Plan) => Promise<Sent | null>;
  cancel: () => void;
  reset: () => void;
}

/**
 * One transaction's flow, for every screen that sends one: the review (reading the spender's
 * allowance when the kind spends a token through a contract), the approval when it is short,
 * the wallet check, the fees at the user's settings, the send, the balance refresh, the
 * activity recorded with the api, and every failure mapped to the catalogue's text. The screen
 * shows it with TransactionDialogs (or its own view) and supplies only its `kind`.
 */
export function useTransactionFlow<Plan, Sent extends SentTransaction = SentTransaction>(
  kind: PaidTransactionKind<Plan, Sent>,
): TransactionFlowControls<Plan, Sent>;
export function useTransactionFlow<Plan, Sent extends SentTransaction = SentTransaction>(
  kind: UnpaidTransactionKind<Plan, Sent>,
): TransactionFlowControls<Plan, Sent>;
export function useTransactionFlow<Plan, Sent extends SentTransaction>(
  kind: TransactionKind<Plan, Sent>,
): TransactionFlowControls<Plan, Sent> {
  const client = useQueryClient();
  const network = useNetworkStore((state) => state.network);
  const [flow, dispatch] = useReducer(transactionFlowTransition<Plan>, FLOW_IDLE);
  const [recording, setRecording] = useState<ActivityRecording>({ status: 'idle' });

  /**
   * Sends `plan` with the kind's own steps, then what follows a successful send: the balance
   * refresh, the work after it and the activity; a failure there is shown beside the sent view.
   */
  async function sendAndRecord<Context>(
    steps: KindSteps<Plan, Sent, Context>,
    plan: Plan,
    context: Context,
  ): Promise<Sent> {
    const sent = await steps.send(plan, context);
    dispatch({ type: 'sent', transactionId: sent.transactionId });
    void refreshTokenBalances(client, network);
    setRecording({ status: 'recording' });
    try {
      await steps.afterSend?.(plan, sent, context);
      const body = steps.activity?.(plan, sent, context);
      if (body) await recordActivity(body);
      setRecording({ status: 'recorded' });
    } catch (error) {
      setRecording({ status: 'failed', message: toUserMessage(error) });
    }
    return sent;
  }

  /** Sends `plan`; resolves with what was sent, or null when it failed (the flow says why). */
  async function run(plan: Plan, first: 'start' | 'approve' | 'send'): Promise<Sent | null> {
    dispatch(first === 'start' ? { type: 'start', plan } : { type: first });
    setRecording({ status: 'idle' });
    try {
      const wallet = connectedWalletOn(network);
      if (kind.fees === undefined) return await sendAndRecord(kind, plan, { network, wallet });
      const feesOf = kind.fees;
      const fees = await feesFromSettings(network, (rate, priority) =>
        feesOf(rate, priority, plan),
      );
      const context = { network, wallet, fees };
      await kind.check?.(plan, context);
      const approvals = approvalsOf(kind, plan);
      for (const approval of approvals) {
        await approveIfShort({
          ...approval,
          network,
          wallet,
          fees,
          onApprovalSent: (transactionId) => dispatch({ type: 'approval-sent', transactionId }),
        });
      }
      if (approvals.length > 0) dispatch({ type: 'send' });
      return await sendAndRecord(kind, plan, context);
    } catch (error) {
      dispatch({ type: 'fail', message: kind.failureMessage?.(error) ?? toUserMessage(error) });
      return null;
    }
  }

  return {
    flow,
    phase: transactionFlowPhase(flow),
    recording,
    review: async (plan: Plan) => {
      const wallet = connectedWalletOn(network);
      let allowanceShort = false;
      for (const { token, spender, amount } of approvalsOf(kind, plan)) {
        const allowance = await client.fetchQuery(
          allowanceQueryOptions(network, token, spender, wallet),
        );
        allowanceShort ||= needsApproval(allowance, amount);
      }
      dispatch({ type: 'review', plan, needsApproval: allowanceShort });
    },
    confirm: () => {
      if (flow.step !== 'confirming') return Promise.resolve(null);
      return run(flow.plan, flow.needsApproval ? 'approve' : 'send');
    },
    start: (plan: Plan) => run(plan, 'start'),
    cancel: () => dispatch({ type: 'cancel' }),
    reset: () => {
      setRecording({ status: 'idle' });
      dispatch({ type: 'reset' });
    },
  };
}
