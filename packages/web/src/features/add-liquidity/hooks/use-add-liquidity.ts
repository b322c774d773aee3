import { routerCallFees } from '@opswap/protocol/swap/transaction-fees';
import { poolSwapDeadline } from '@opswap/protocol/amm/deadline';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { currentSettings } from '../../../entities/settings/stores/settings-store.ts';
import { useTransactionFlow } from '../../../entities/transactions/use-transaction-flow.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';
import type { AddLiquidityPlan } from '../stores/add-liquidity-plan.ts';

/**
 * Adding liquidity on the shared transaction flow: the router approved for each token whose
 * allowance is short of its amount, then addLiquidity with the minimums of the review and the
 * deadline from the settings, recorded as an 'AddLiquidity' activity.
 */
export function useAddLiquidityTransaction(contracts: NetworkContracts) {
  return useTransactionFlow<AddLiquidityPlan>({
    fees: routerCallFees,
    approval: (plan) => [
      { token: plan.tokenA.address, spender: contracts.router, amount: plan.amountADesired },
      { token: plan.tokenB.address, spender: contracts.router, amount: plan.amountBDesired },
    ],
    send: async (plan, { network, wallet, fees }) => {
      const [chain, transaction] = await Promise.all([
        loadChainModule(() => import('../chain/add-liquidity-chain.ts')),
        loadChainModule(() => import('../../../entities/transactions/transaction-chain.ts')),
      ]);
      const block = await transaction.readBlockNumber(network);
      const transactionId = await chain.sendAddLiquidity(
        {
          network,
          contracts,
          tokenA: plan.tokenA.address,
          tokenB: plan.tokenB.address,
          amountADesired: plan.amountADesired,
          amountBDesired: plan.amountBDesired,
          amountAMin: plan.preview.amountAMin,
          amountBMin: plan.preview.amountBMin,
          deadline: poolSwapDeadline(block, BigInt(currentSettings().blockDeadline)),
        },
        wallet,
        fees,
      );
      return { transactionId };
    },
    activity: (plan, { transactionId }) => ({
      type: 'AddLiquidity',
      transactionId,
      data: {
        tokenOne: plan.tokenA.address,
        tokenTwo: plan.tokenB.address,
        amountOne: plan.preview.amountA.toString(),
        amountTwo: plan.preview.amountB.toString(),
        liquidity: plan.preview.liquidity.toString(),
      },
    }),
  });
}
