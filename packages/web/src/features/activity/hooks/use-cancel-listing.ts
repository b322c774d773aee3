import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import {
  type CancelListingPreview,
  cancelListingFees,
  cancelListingPreview,
} from '@opswap/protocol/listings/to-bitcoin-listing';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import {
  listingKeys,
  providerQueueStateQueryOptions,
} from '../../../entities/native-swap/listing-queries.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import {
  connectedWalletOn,
  useTransactionFlow,
} from '../../../entities/transactions/use-transaction-flow.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';

/** A listing to cancel, with the penalty read from its age. */
export interface CancelListingPlan {
  token: string;
  preview: CancelListingPreview;
}

/**
 * Cancelling a listing on the shared transaction flow: the slashing penalty is read from the
 * listing's age and shown for review; cancelListing is simulated (a revert shows in the 'Cancel
 * listing failed' dialog) and sent, and a 'CancelListingNativeSwap' activity recorded.
 */
export function useCancelListing(contracts: NetworkContracts) {
  const client = useQueryClient();
  const network = useNetworkStore((state) => state.network);
  const [loading, setLoading] = useState(false);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const flow = useTransactionFlow<CancelListingPlan>({
    fees: cancelListingFees,
    send: async ({ token }, { wallet, fees }) => {
      const chain = await loadChainModule(
        () => import('../../../entities/native-swap/listing-chain.ts'),
      );
      return {
        transactionId: await chain.sendCancelListing(network, contracts, token, wallet, fees),
      };
    },
    afterSend: () => client.invalidateQueries({ queryKey: listingKeys.all(network) }),
    activity: ({ token, preview }, { transactionId }) => ({
      type: 'CancelListingNativeSwap',
      transactionId,
      data: {
        token,
        amount: preview.listed.toString(),
        penalty: preview.penalty.toString(),
      },
    }),
  });

  /** Reads the wallet's listing of `token` and the block, then opens the review of its penalty. */
  const start = async (token: string) => {
    setLoading(true);
    setPreviewError(null);
    try {
      const wallet = connectedWalletOn(network);
      const transaction = await loadChainModule(
        () => import('../../../entities/transactions/transaction-chain.ts'),
      );
      const [state, block] = await Promise.all([
        client.fetchQuery({
          ...providerQueueStateQueryOptions(network, contracts, token, wallet),
          staleTime: 0,
        }),
        transaction.readBlockNumber(network),
      ]);
      const { liquidity, listedAtBlock } = state.provider;
      await flow.review({
        token,
        preview: cancelListingPreview(liquidity, listedAtBlock, Number(block)),
      });
    } catch (error) {
      setPreviewError(toUserMessage(error));
    } finally {
      setLoading(false);
    }
  };

  return { ...flow, loading, previewError, start };
}
