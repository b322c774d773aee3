import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toUserMessage, UserFacingError } from '@opswap/protocol/errors/wallet-errors';
import {
  cancellationFailedMessage,
  cancellationOutcomeMessage,
  cancellationPreconditionError,
  type SwapCancelData,
} from '@opswap/protocol/watch/cancel';
import { useNetworkStore } from '../../../../lib/network/network-store.ts';
import { useTransactionFlow } from '../../../../entities/transactions/use-transaction-flow.ts';
import { useWalletStore } from '../../../../lib/wallet/wallet-store.ts';
import { loadCancelChain } from '../api/load-chain-modules.ts';
import { watchKeys } from '../api/watch-queries.ts';

export type CancelStatus =
  | { kind: 'idle' }
  | { kind: 'cancelling' }
  | { kind: 'sent'; transactionId: string; recordingError: string | null }
  | { kind: 'failed'; message: string };

/**
 * Cancels the pending swap on the shared transaction flow: the checks in the product's order,
 * the cancellation spent back to the wallet through the swap's own script at its own fee rate
 * and broadcast, then the 'CancelTransaction' activity. The api marks the swap Cancelled once
 * the cancellation is mined.
 */
export function useSwapCancel(swapTransactionId: string, swapData: SwapCancelData | null) {
  const client = useQueryClient();
  const network = useNetworkStore((state) => state.network);
  const [precondition, setPrecondition] = useState<string | null>(null);
  const flow = useTransactionFlow<SwapCancelData>({
    send: async (data, { wallet }) => {
      const chain = await loadCancelChain();
      const outcome = await chain.sendSwapCancellation(network, wallet, data);
      if (outcome.kind !== 'broadcast') {
        throw new UserFacingError(cancellationOutcomeMessage(outcome) ?? '');
      }
      return { transactionId: outcome.transactionId };
    },
    afterSend: () =>
      client.invalidateQueries({ queryKey: watchKeys.swap(network, swapTransactionId) }),
    activity: (_data, { transactionId }) => ({
      type: 'CancelTransaction',
      transactionId,
      data: { canceledTransactionId: swapTransactionId },
    }),
    failureMessage: (error) =>
      error instanceof UserFacingError
        ? error.message
        : cancellationFailedMessage(toUserMessage(error)),
  });

  const cancel = async () => {
    const failed = cancellationPreconditionError({
      swapHash: swapTransactionId,
      walletConnected: useWalletStore.getState().wallet !== null,
      swapData,
    });
    setPrecondition(failed);
    if (failed === null && swapData) await flow.start(swapData);
  };

  let status: CancelStatus = { kind: 'idle' };
  if (precondition !== null) status = { kind: 'failed', message: precondition };
  else if (flow.phase === 'sending') status = { kind: 'cancelling' };
  else if (flow.flow.step === 'failed') status = { kind: 'failed', message: flow.flow.message };
  else if (flow.flow.step === 'sent') {
    status = {
      kind: 'sent',
      transactionId: flow.flow.transactionId,
      recordingError: flow.recording.status === 'failed' ? flow.recording.message : null,
    };
  }
  return { status, cancel };
}
