import { useQueryClient } from '@tanstack/react-query';
import { listingFees } from '@opswap/protocol/listings/to-bitcoin-listing';
import {
  type CreatePoolArguments,
  type CreatePoolPreview,
  createPoolActivity,
} from '@opswap/protocol/nativeswap/create-pool-form';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { Token } from '@opswap/protocol/tokens/token';
import { nativePoolKeys } from '../../../entities/native-swap/native-pool-queries.ts';
import { useTransactionFlow } from '../../../entities/transactions/use-transaction-flow.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';
import { useFreshBalanceCheck } from './use-fresh-balance-check.ts';

/** Everything a confirmed pool creation sends, fixed when the user reviews it. */
export interface CreatePoolPlan {
  token: Token;
  pool: CreatePoolArguments;
  preview: CreatePoolPreview;
}

/**
 * Pool creation on the shared transaction flow: the balance read again, NativeSwap approved for
 * the initial liquidity when its allowance is short (and the approval mined: createPool pulls the
 * tokens with transferFrom), then createPool, recorded as a 'CreatePool' activity. It pays a
 * listing's fees: the initial liquidity is the pool's first listing.
 */
export function useCreatePool(contracts: NetworkContracts) {
  const client = useQueryClient();
  const checkBalance = useFreshBalanceCheck();
  return useTransactionFlow<CreatePoolPlan>({
    fees: listingFees,
    approval: (plan) => ({
      token: plan.token.address,
      spender: contracts.nativeSwap,
      amount: plan.pool.initialLiquidity,
    }),
    check: (plan, context) => checkBalance(plan.token, plan.pool.initialLiquidity, context),
    send: async (plan, { network, wallet, fees }) => {
      const chain = await loadChainModule(() => import('../chain/create-pool-chain.ts'));
      return chain.sendCreatePool(
        { network, contracts, token: plan.token.address, pool: plan.pool },
        wallet,
        fees,
      );
    },
    afterSend: (plan, _sent, { network }) => {
      void client.invalidateQueries({ queryKey: nativePoolKeys.pool(network, plan.token.address) });
    },
    activity: (plan, { transactionId }) =>
      createPoolActivity(plan.token.address, plan.pool, transactionId),
  });
}
