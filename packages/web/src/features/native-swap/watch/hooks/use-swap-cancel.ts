import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import {
  cancellationFailedMessage,
  cancellationOutcomeMessage,
  cancellationPreconditionError,
  type SwapCancelData,
} from '@opswap/protocol/watch/cancel';
import { recordActivity } from '../../../../lib/activity/record-activity.ts';
import { useNetworkStore } from '../../../../lib/network/network-store.ts';
import { useWalletStore } from '../../../../lib/wallet/wallet-store.ts';
import { loadCancelChain } from '../api/load-chain-modules.ts';
import { watchKeys } from '../api/watch-queries.ts';

export type CancelStatus =
  | { kind: 'idle' }
  | { kind: 'cancelling' }
  | { kind: 'sent'; transactionId: string; recordingError: string | null }
  | { kind: 'failed'; message: string };

/**
 * Cancels the pending swap: the checks in the spec's order, the cancellation spent back to the
 * wallet and broadcast, then the CancelTransaction activity. The api marks the swap Cancelled
 * once the cancellation is mined.
 */
export function useSwapCancel(swapTransactionId: string, swapData: SwapCancelData | null) {
  const client = useQueryClient();
  const network = useNetworkStore((state) => state.network);
  const [status, setStatus] = useState<CancelStatus>({ kind: 'idle' });

  const cancel = useCallback(async () => {
    const wallet = useWalletStore.getState().wallet;
    const precondition = cancellationPreconditionError({
      swapHash: swapTransactionId,
      walletConnected: wallet !== null,
      swapData,
    });
    if (precondition !== null) {
      setStatus({ kind: 'failed', message: precondition });
      return;
    }
    if (!wallet || !swapData) return; // ruled out by the precondition; narrows the types
    setStatus({ kind: 'cancelling' });
    let outcome;
    try {
      const chain = await loadCancelChain();
      outcome = await chain.sendSwapCancellation(network, wallet, swapData);
    } catch (error) {
      setStatus({ kind: 'failed', message: cancellationFailedMessage(toUserMessage(error)) });
      return;
    }
    if (outcome.kind !== 'broadcast') {
      setStatus({ kind: 'failed', message: cancellationOutcomeMessage(outcome) ?? '' });
      return;
    }
    const { transactionId } = outcome;
    setStatus({ kind: 'sent', transactionId, recordingError: null });
    try {
      await recordActivity({
        type: 'CancelTransaction',
        transactionId,
        data: { canceledTransactionId: swapTransactionId },
      });
    } catch (error) {
      setStatus({ kind: 'sent', transactionId, recordingError: toUserMessage(error) });
    }
    void client.invalidateQueries({ queryKey: watchKeys.swap(network, swapTransactionId) });
  }, [client, network, swapData, swapTransactionId]);

  return { status, cancel };
}
