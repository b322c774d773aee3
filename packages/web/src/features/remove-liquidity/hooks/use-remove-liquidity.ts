import { poolSwapDeadline } from '@opswap/protocol/amm/deadline';
import type { RemovalQuote } from '@opswap/protocol/amm/remove-liquidity';
import type { AmmPool } from '@opswap/protocol/schemas/market';
import { routerCallFees } from '@opswap/protocol/swap/transaction-fees';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { currentSettings } from '../../../entities/settings/stores/settings-store.ts';
import {
  type TransactionFlowControls,
  useTransactionFlow,
} from '../../../entities/transactions/use-transaction-flow.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';

/** Everything a confirmed removal sends, fixed when the user reviews it. */
export interface RemoveLiquidityPlan {
  pool: AmmPool;
  /** LP tokens burned. */
  liquidity: bigint;
  /** The wallet's LP tokens in the pool, of which `liquidity` is a part. */
  shares: bigint;
  lpDecimals: number;
  /** The payout and its minimums, in the pool's A/B order. */
  quote: RemovalQuote;
  /** The max slippage setting (hundredths of a percent) the minimums were computed with. */
  maxSlippage: number;
}

export type RemoveLiquidityFlow = TransactionFlowControls<RemoveLiquidityPlan>;

/**
 * Removing liquidity on the shared transaction flow: the LP token (the pool itself) approved to
 * the router when its allowance is short, then the router's removeLiquidity with the deadline
 * from the settings, recorded as a 'RemoveLiquidity' activity. Like a pool swap it is one router
 * interaction, so it pays the pool swap's fees.
 */
export function useRemoveLiquidity(contracts: NetworkContracts): RemoveLiquidityFlow {
  return useTransactionFlow<RemoveLiquidityPlan>({
    fees: routerCallFees,
    approval: (plan) => ({
      token: plan.pool.poolAddress,
      spender: contracts.router,
      amount: plan.liquidity,
    }),
    send: async (plan, { network, wallet, fees }) => {
      const [chain, transaction] = await Promise.all([
        loadChainModule(() => import('../chain/remove-liquidity-chain.ts')),
        loadChainModule(() => import('../../../entities/transactions/transaction-chain.ts')),
      ]);
      const block = await transaction.readBlockNumber(network);
      const transactionId = await chain.sendRemoveLiquidity(
        {
          network,
          contracts,
          tokenA: plan.pool.tokenA.address,
          tokenB: plan.pool.tokenB.address,
          liquidity: plan.liquidity,
          amountAMin: plan.quote.amountAMin,
          amountBMin: plan.quote.amountBMin,
          deadline: poolSwapDeadline(block, BigInt(currentSettings().blockDeadline)),
        },
        wallet,
        fees,
      );
      return { transactionId };
    },
    activity: (plan, { transactionId }) => ({
      type: 'RemoveLiquidity',
      transactionId,
      data: {
        poolAddress: plan.pool.poolAddress,
        tokenOne: plan.pool.tokenA.address,
        tokenTwo: plan.pool.tokenB.address,
        liquidity: plan.liquidity.toString(),
        amountOne: plan.quote.amountA.toString(),
        amountTwo: plan.quote.amountB.toString(),
      },
    }),
  });
}
