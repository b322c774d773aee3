import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NO_WALLET_CONNECTED } from '@opswap/protocol/errors/messages';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import {
  type CancelListingPreview,
  cancelListingFees,
  cancelListingPreview,
} from '@opswap/protocol/listings/to-bitcoin-listing';
import { networkContracts } from '@opswap/protocol/tokens/network-contracts';
import {
  listingKeys,
  providerQueueStateQueryOptions,
} from '../../../lib/native-swap/listing-queries.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { refreshTokenBalances } from '../../../lib/tokens/use-token-balance.ts';
import { useActivityRecording } from '../../../lib/transactions/use-activity-recording.ts';
import { useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import { feesFromSettings } from '../../../lib/transactions/settings-fees.ts';

/** Cancelling a listing: read the penalty, confirm it, send, then the result. */
export type CancelListingFlow =
  | { step: 'idle' }
  | { step: 'loading'; token: string }
  | { step: 'confirming'; token: string; preview: CancelListingPreview }
  | { step: 'sending'; token: string; preview: CancelListingPreview }
  | { step: 'sent'; token: string; transactionId: string }
  | { step: 'failed'; token: string; message: string };

/**
 * Cancels the wallet's listing of a token (spec 1 §2, §8): the slashing penalty is read from the
 * listing's age and shown before confirming; cancelListing is simulated (a revert shows in the
 * 'Cancel listing failed' dialog) and sent, and a CancelListingNativeSwap activity recorded.
 */
export function useCancelListing() {
  const client = useQueryClient();
  const network = useNetworkStore((state) => state.network);
  const [flow, setFlow] = useState<CancelListingFlow>({ step: 'idle' });
  const { recording, record, clearRecording } = useActivityRecording();

  const start = useCallback(
    async (token: string) => {
      const wallet = useWalletStore.getState().wallet;
      const contracts = networkContracts(network);
      setFlow({ step: 'loading', token });
      try {
        if (!wallet || !contracts) throw new Error(NO_WALLET_CONNECTED);
        const transaction = await import('../../../lib/transactions/chain-transaction.ts');
        const [state, block] = await Promise.all([
          client.fetchQuery({
            ...providerQueueStateQueryOptions(network, contracts, token, wallet),
            staleTime: 0,
          }),
          transaction.readBlockNumber(network),
        ]);
        const { liquidity, listedAtBlock } = state.provider;
        const preview = cancelListingPreview(liquidity, listedAtBlock, Number(block));
        setFlow({ step: 'confirming', token, preview });
      } catch (error) {
        setFlow({ step: 'failed', token, message: toUserMessage(error) });
      }
    },
    [client, network],
  );

  const confirm = useCallback(async () => {
    if (flow.step !== 'confirming') return;
    const { token, preview } = flow;
    const wallet = useWalletStore.getState().wallet;
    const contracts = networkContracts(network);
    setFlow({ step: 'sending', token, preview });
    try {
      if (!wallet || !contracts) throw new Error(NO_WALLET_CONNECTED);
      const [chain, fees] = await Promise.all([
        import('../../../lib/native-swap/listing-chain.ts'),
        feesFromSettings(network, cancelListingFees),
      ]);
      const transactionId = await chain.sendCancelListing(network, contracts, token, wallet, fees);
      setFlow({ step: 'sent', token, transactionId });
      void refreshTokenBalances(client, network);
      void client.invalidateQueries({ queryKey: listingKeys.all(network) });
      void record({
        type: 'CancelListingNativeSwap',
        transactionId,
        data: {
          token,
          amount: preview.listed.toString(),
          penalty: preview.penalty.toString(),
        },
      });
    } catch (error) {
      setFlow({ step: 'failed', token, message: toUserMessage(error) });
    }
  }, [client, flow, network, record]);

  return {
    flow,
    recording,
    start,
    confirm,
    close: () => {
      clearRecording();
      setFlow({ step: 'idle' });
    },
  };
}
