import { useQueryClient } from '@tanstack/react-query';
import { withdrawListingFees } from '@opswap/protocol/listings/withdraw-listing';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { listingKeys } from '../../../entities/native-swap/listing-queries.ts';
import { useTransactionFlow } from '../../../entities/transactions/use-transaction-flow.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';

/** A listing to withdraw: its token and every token it holds, reserved ones included. */
export interface WithdrawListingPlan {
  token: string;
  amount: bigint;
}

/**
 * Withdrawing a listing in withdraw mode on the shared transaction flow: withdrawListing is
 * simulated (a revert shows in the 'Withdraw failed' dialog) and sent, and a
 * 'RemoveLiquidityNativeSwap' activity recorded with the tokens that come back.
 */
export function useWithdrawListing(contracts: NetworkContracts) {
  const client = useQueryClient();
  const network = useNetworkStore((state) => state.network);
  return useTransactionFlow<WithdrawListingPlan>({
    fees: withdrawListingFees,
    send: async ({ token }, { wallet, fees }) => {
      const chain = await loadChainModule(
        () => import('../../../entities/native-swap/listing-chain.ts'),
      );
      return {
        transactionId: await chain.sendWithdrawListing(network, contracts, token, wallet, fees),
      };
    },
    afterSend: () => client.invalidateQueries({ queryKey: listingKeys.all(network) }),
    activity: ({ token, amount }, { transactionId }) => ({
      type: 'RemoveLiquidityNativeSwap',
      transactionId,
      data: { token, amount: amount.toString() },
    }),
  });
}
