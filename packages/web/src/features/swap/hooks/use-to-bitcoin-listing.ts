import { useCallback, useReducer, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NO_WALLET_CONNECTED } from '@opswap/protocol/errors/messages';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import {
  listingBalanceError,
  listingFees,
  listingOutputs,
} from '@opswap/protocol/listings/to-bitcoin-listing';
import {
  initialListingPriorityChoice,
  listingPriorityReducer,
} from '@opswap/protocol/swap/listing-priority';
import { needsApproval } from '@opswap/protocol/swap/transaction-fees';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { nativeSwapAllowanceQueryOptions } from '../../../lib/native-swap/listing-queries.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import {
  refreshTokenBalances,
  tokenBalanceQueryOptions,
} from '../../../lib/tokens/use-token-balance.ts';
import { useApprovalFlow } from '../../../lib/transactions/use-approval-flow.ts';
import { useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import { type ListingPlan, listingPhase } from '../stores/to-bitcoin-flow.ts';
import { feesFromSettings } from '../../../lib/transactions/settings-fees.ts';

class ListingStop extends Error {}

/**
 * Runs the to-Bitcoin listing (spec 1 §4, §5): the Standard/High choice (High after its warning),
 * review, the balance read again, NativeSwap approved when its allowance is short, then
 * listLiquidity with the priority fee output on High, and the ListNativeSwap activity.
 */
export function useToBitcoinListing(contracts: NetworkContracts) {
  const client = useQueryClient();
  const network = useNetworkStore((state) => state.network);
  const { ui, dispatch, record, openReview, approveThenSend } = useApprovalFlow<ListingPlan>();
  const [priority, choosePriority] = useReducer(
    listingPriorityReducer,
    initialListingPriorityChoice,
  );
  const [notice, setNotice] = useState<string | null>(null);

  const review = useCallback(
    async (plan: Omit<ListingPlan, 'priority' | 'receiver'>) => {
      const wallet = useWalletStore.getState().wallet;
      if (!wallet) return;
      const [allowance, chain] = await Promise.all([
        client
          .fetchQuery(
            nativeSwapAllowanceQueryOptions(network, contracts, plan.sellToken.address, wallet),
          )
          .catch(() => 0n),
        import('../../../lib/native-swap/listing-chain.ts'),
      ]);
      let receiver: string;
      try {
        receiver = chain.sellerCsvAddress(network, wallet);
      } catch (error) {
        setNotice(toUserMessage(error));
        return;
      }
      openReview(
        { ...plan, priority: priority.priority, receiver },
        needsApproval(allowance, plan.amount),
      );
    },
    [client, contracts, network, openReview, priority.priority],
  );

  const confirm = useCallback(
    async (plan: ListingPlan) => {
      const wallet = useWalletStore.getState().wallet;
      dispatch({ type: ui.needsApprovalFirst ? 'approve' : 'send' });
      try {
        if (!wallet) throw new Error(NO_WALLET_CONNECTED);
        const token = plan.sellToken.address;
        const balance = await client.fetchQuery({
          ...tokenBalanceQueryOptions(network, plan.sellToken, wallet),
          staleTime: 0,
        });
        const balanceError = listingBalanceError(plan.amount, balance);
        if (balanceError) throw new ListingStop(balanceError);
        const [chain, fees] = await Promise.all([
          import('../../../lib/native-swap/listing-chain.ts'),
          feesFromSettings(network, listingFees),
        ]);
        await approveThenSend({
          network,
          token,
          spender: contracts.nativeSwap,
          amount: plan.amount,
          wallet,
          fees,
        });
        const nativeFees = await chain.readNativeSwapFees(network, contracts);
        const sent = await chain.sendListing(
          {
            network,
            contracts,
            token,
            amount: plan.amount,
            priority: plan.priority === 'High',
            outputs: listingOutputs(
              plan.priority,
              nativeFees.priorityQueueBaseFee,
              nativeFees.feesAddress,
            ),
          },
          wallet,
          fees,
        );
        dispatch({ type: 'sent', transactionId: sent.transactionId });
        void refreshTokenBalances(client, network);
        void record({
          type: 'ListNativeSwap',
          transactionId: sent.transactionId,
          data: { token, amount: plan.amount.toString() },
        });
      } catch (error) {
        const message = error instanceof ListingStop ? error.message : toUserMessage(error);
        dispatch({ type: 'fail', message });
      }
    },
    [approveThenSend, client, contracts, dispatch, network, record, ui.needsApprovalFirst],
  );

  return {
    ...ui,
    phase: listingPhase(ui.flow),
    priority,
    choosePriority,
    notice,
    clearNotice: () => setNotice(null),
    review,
    confirm,
  };
}
