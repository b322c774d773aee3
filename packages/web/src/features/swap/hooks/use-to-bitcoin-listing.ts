import { useReducer } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UserFacingError } from '@opswap/protocol/errors/wallet-errors';
import {
  listingBalanceError,
  listingFees,
  listingOutputs,
} from '@opswap/protocol/listings/to-bitcoin-listing';
import {
  initialListingPriorityChoice,
  listingPriorityReducer,
} from '@opswap/protocol/swap/listing-priority';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { tokenBalanceQueryOptions } from '../../../entities/tokens/use-token-balance.ts';
import {
  connectedWalletOn,
  useTransactionFlow,
} from '../../../entities/transactions/use-transaction-flow.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import type { ListingPlan } from '../stores/to-bitcoin-flow.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';

/**
 * The to-Bitcoin listing on the shared transaction flow: the Standard/High choice (High after its
 * warning), the balance read again before sending, NativeSwap approved when its allowance is
 * short, then listLiquidity paid to the seller's CSV address (with the priority fee output on
 * High), recorded as a 'ListNativeSwap' activity.
 */
export function useToBitcoinListing(contracts: NetworkContracts) {
  const client = useQueryClient();
  const network = useNetworkStore((state) => state.network);
  const [priority, choosePriority] = useReducer(
    listingPriorityReducer,
    initialListingPriorityChoice,
  );
  const flow = useTransactionFlow<ListingPlan>({
    fees: listingFees,
    approval: (plan) => ({
      token: plan.sellToken.address,
      spender: contracts.nativeSwap,
      amount: plan.amount,
    }),
    check: async (plan, { network, wallet }) => {
      const balance = await client.fetchQuery({
        ...tokenBalanceQueryOptions(network, plan.sellToken, wallet),
        staleTime: 0,
      });
      const balanceError = listingBalanceError(plan.amount, balance);
      if (balanceError) throw new UserFacingError(balanceError);
    },
    send: async (plan, { network, wallet, fees }) => {
      const chain = await loadChainModule(
        () => import('../../../entities/native-swap/listing-chain.ts'),
      );
      const nativeFees = await chain.readNativeSwapFees(network, contracts);
      return chain.sendListing(
        {
          network,
          contracts,
          token: plan.sellToken.address,
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
    },
    activity: (plan, { transactionId }) => ({
      type: 'ListNativeSwap',
      transactionId,
      data: { token: plan.sellToken.address, amount: plan.amount.toString() },
    }),
  });

  return {
    ...flow,
    priority,
    choosePriority,
    /** Opens the review of listing `amount` at the chosen priority, paid to the seller's address. */
    review: async (plan: Omit<ListingPlan, 'priority' | 'receiver'>) => {
      const wallet = connectedWalletOn(network);
      const chain = await loadChainModule(
        () => import('../../../entities/native-swap/listing-chain.ts'),
      );
      const receiver = chain.sellerCsvAddress(network, wallet);
      await flow.review({ ...plan, priority: priority.priority, receiver });
    },
  };
}
