import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { poolSwapDeadline } from '@opswap/protocol/amm/deadline';
import { NO_WALLET_CONNECTED } from '@opswap/protocol/errors/messages';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { needsApproval, poolSwapFees } from '@opswap/protocol/swap/transaction-fees';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { refreshTokenBalances } from '../../../lib/tokens/use-token-balance.ts';
import { useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import { currentSettings } from '../../../lib/settings/stores/settings-store.ts';
import { routerAllowanceQueryOptions } from '../api/router-allowance.ts';
import type { PoolSwapPlan } from '../stores/pool-swap-flow.ts';
import { useApprovalFlow } from '../../../lib/transactions/use-approval-flow.ts';
import { feesFromSettings } from '../../../lib/transactions/settings-fees.ts';

/**
 * Runs the pool swap's state machine: review, then (when the router's allowance is short) approve
 * the maximum and wait for it to be mined, then simulate and send the swap through the wallet and
 * record its activity.
 */
export function usePoolSwap(contracts: NetworkContracts) {
  const client = useQueryClient();
  const network = useNetworkStore((state) => state.network);
  const { ui, dispatch, record, openReview, approveThenSend } = useApprovalFlow<PoolSwapPlan>();

  const review = useCallback(
    async (plan: PoolSwapPlan) => {
      const wallet = useWalletStore.getState().wallet;
      if (!wallet) return;
      const allowance = await client
        .fetchQuery(routerAllowanceQueryOptions(network, contracts, plan.sellToken.address, wallet))
        .catch(() => 0n);
      openReview(plan, needsApproval(allowance, plan.amountIn));
    },
    [client, contracts, network, openReview],
  );

  const confirm = useCallback(
    async (plan: PoolSwapPlan) => {
      const wallet = useWalletStore.getState().wallet;
      dispatch({ type: ui.needsApprovalFirst ? 'approve' : 'send' });
      try {
        if (!wallet) throw new Error(NO_WALLET_CONNECTED);
        const [chain, transaction, fees] = await Promise.all([
          import('../chain/pool-swap-chain.ts'),
          import('../../../lib/transactions/chain-transaction.ts'),
          feesFromSettings(network, poolSwapFees),
        ]);
        await approveThenSend({
          network,
          token: plan.sellToken.address,
          spender: contracts.router,
          amount: plan.amountIn,
          wallet,
          fees,
        });
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
        dispatch({ type: 'sent', transactionId });
        void refreshTokenBalances(client, network);
        void record({
          type: 'Swap',
          transactionId,
          data: {
            tokenOne: plan.sellToken.address,
            tokenTwo: plan.buyToken.address,
            amountIn: plan.amountIn.toString(),
            amountOut: plan.amountOut.toString(),
          },
        });
      } catch (error) {
        dispatch({ type: 'fail', message: toUserMessage(error) });
      }
    },
    [approveThenSend, client, contracts, dispatch, network, record, ui.needsApprovalFirst],
  );

  return { ...ui, review, confirm };
}
