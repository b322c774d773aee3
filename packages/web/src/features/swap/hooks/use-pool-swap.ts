import { poolSwapDeadline } from '@opswap/protocol/amm/deadline';
import { routerCallFees } from '@opswap/protocol/swap/transaction-fees';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { currentSettings } from '../../../entities/settings/stores/settings-store.ts';
import { useTransactionFlow } from '../../../entities/transactions/use-transaction-flow.ts';
import type { PoolSwapPlan } from '../stores/pool-swap-flow.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';

/**
 * The pool swap on the shared transaction flow: the router approved when its allowance is short,
 * then swapExactTokensForTokensSupportingFeeOnTransferTokens with the deadline from the settings,
 * recorded as a 'Swap' activity.
 */
export function usePoolSwap(contracts: NetworkContracts) {
  return useTransactionFlow<PoolSwapPlan>({
    fees: routerCallFees,
    approval: (plan) => ({
      token: plan.sellToken.address,
      spender: contracts.router,
      amount: plan.amountIn,
    }),
    send: async (plan, { network, wallet, fees }) => {
      const [chain, transaction] = await Promise.all([
        loadChainModule(() => import('../chain/pool-swap-chain.ts')),
        loadChainModule(() => import('../../../entities/transactions/transaction-chain.ts')),
      ]);
      const block = await transaction.readBlockNumber(network);
      const transactionId = await chain.sendPoolSwap(
        {
          network,
          contracts,
          sellToken: plan.sellToken.address,
          buyToken: plan.buyToken.address,
          amountIn: plan.amountIn,
          amountOutMin: plan.amountOutMin,
          deadline: poolSwapDeadline(block, BigInt(currentSettings().blockDeadline)),
        },
        wallet,
        fees,
      );
      return { transactionId };
    },
    activity: (plan, { transactionId }) => ({
      type: 'Swap',
      transactionId,
      data: {
        tokenOne: plan.sellToken.address,
        tokenTwo: plan.buyToken.address,
        amountIn: plan.amountIn.toString(),
        amountOut: plan.amountOut.toString(),
      },
    }),
  });
}
