import { useQueryClient } from '@tanstack/react-query';
import { listingFees } from '@opswap/protocol/listings/to-bitcoin-listing';
import { addNativeActivity } from '@opswap/protocol/nativeswap/add-native-form';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { Token } from '@opswap/protocol/tokens/token';
import { listingKeys } from '../../../entities/native-swap/listing-queries.ts';
import { useTransactionFlow } from '../../../entities/transactions/use-transaction-flow.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';
import { useFreshBalanceCheck } from './use-fresh-balance-check.ts';

/** Everything a confirmed native liquidity addition sends, fixed when the user reviews it. */
export interface AddNativePlan {
  token: Token;
  /** Token base units listed. */
  amount: bigint;
  /** What they are worth at the pool's quote when reviewed. */
  valueSats: bigint;
}

/**
 * Providing liquidity to a NativeSwap pool on the shared transaction flow. It is the listing of
 * the swap screen's sell for Bitcoin (listLiquidity, Standard queue, paid to the wallet's 1-block
 * CSV address): the balance read again, NativeSwap approved when short, recorded as an
 * 'AddLiquidityNativeSwap' activity.
 */
export function useAddNative(contracts: NetworkContracts) {
  const client = useQueryClient();
  const checkBalance = useFreshBalanceCheck();
  return useTransactionFlow<AddNativePlan>({
    fees: listingFees,
    approval: (plan) => ({
      token: plan.token.address,
      spender: contracts.nativeSwap,
      amount: plan.amount,
    }),
    check: (plan, context) => checkBalance(plan.token, plan.amount, context),
    send: async (plan, { network, wallet, fees }) => {
      const chain = await loadChainModule(
        () => import('../../../entities/native-swap/listing-chain.ts'),
      );
      return chain.sendListing(
        {
          network,
          contracts,
          token: plan.token.address,
          amount: plan.amount,
          priority: false,
          outputs: [],
        },
        wallet,
        fees,
      );
    },
    afterSend: (_plan, _sent, { network }) => {
      void client.invalidateQueries({ queryKey: listingKeys.all(network) });
    },
    activity: (plan, { transactionId }) =>
      addNativeActivity(plan.token.address, plan.amount, transactionId),
  });
}
