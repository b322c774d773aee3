import { useCallback, useReducer, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { poolSwapDeadline } from '@opswap/protocol/amm/deadline';
import { NO_WALLET_CONNECTED } from '@opswap/protocol/errors/messages';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import {
  approvalFees,
  needsApproval,
  poolSwapFees,
  resolveFeeRate,
} from '@opswap/protocol/swap/transaction-fees';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { refreshTokenBalances } from '../../../lib/tokens/use-token-balance.ts';
import { useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import { currentSettings } from '../../../lib/settings/stores/settings-store.ts';
import { routerAllowanceQueryOptions } from '../api/router-allowance.ts';
import { IDLE, type PoolSwapPlan, poolSwapTransition } from '../stores/pool-swap-flow.ts';
import { useActivityRecording } from '../../../lib/transactions/use-activity-recording.ts';

/**
 * Runs the pool swap's state machine: review, then (when the router's allowance is short) approve
 * the maximum and wait for it to be mined, then simulate and send the swap through the wallet and
 * record its activity.
 */
export function usePoolSwap(contracts: NetworkContracts) {
  const client = useQueryClient();
  const network = useNetworkStore((state) => state.network);
  const [flow, dispatch] = useReducer(poolSwapTransition, IDLE);
  const [needsApprovalFirst, setNeedsApprovalFirst] = useState(false);
  const { recording, record, clearRecording } = useActivityRecording();

  const review = useCallback(
    async (plan: PoolSwapPlan) => {
      const wallet = useWalletStore.getState().wallet;
      if (!wallet) return;
      const allowance = await client
        .fetchQuery(routerAllowanceQueryOptions(network, contracts, plan.sellToken.address, wallet))
        .catch(() => 0n);
      setNeedsApprovalFirst(needsApproval(allowance, plan.amountIn));
      dispatch({ type: 'review', plan });
    },
    [client, contracts, network],
  );

  const confirm = useCallback(
    async (plan: PoolSwapPlan) => {
      const wallet = useWalletStore.getState().wallet;
      dispatch({ type: needsApprovalFirst ? 'approve' : 'swap' });
      try {
        if (!wallet) throw new Error(NO_WALLET_CONNECTED);
        const [chain, transaction] = await Promise.all([
          import('../chain/pool-swap-chain.ts'),
          import('../../../lib/transactions/chain-transaction.ts'),
        ]);
        const settings = currentSettings();
        const feeRate = resolveFeeRate(settings, await transaction.readFeeRateEstimates(network));
        const fees = poolSwapFees(feeRate, BigInt(settings.priorityFee));
        const token = plan.sellToken.address;
        const allowance = await chain.readRouterAllowance(network, contracts, token, wallet);
        if (needsApproval(allowance, plan.amountIn)) {
          const approvalId = await chain.approveRouter(
            network,
            contracts,
            token,
            allowance,
            wallet,
            approvalFees(fees),
          );
          dispatch({ type: 'approval-sent', transactionId: approvalId });
          await chain.waitForRouterAllowance(
            network,
            contracts,
            token,
            wallet,
            plan.amountIn,
            approvalId,
          );
          dispatch({ type: 'swap' });
        }
        const block = await transaction.readBlockNumber(network);
        const transactionId = await chain.sendPoolSwap(
          {
            network,
            contracts,
            sellToken: plan.sellToken.address,
            buyToken: plan.buyToken.address,
            amountIn: plan.amountIn,
            amountOutMin: plan.amountOutMin,
            deadline: poolSwapDeadline(block, BigInt(settings.blockDeadline)),
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
    [client, contracts, needsApprovalFirst, network, record],
  );

  return {
    flow,
    needsApprovalFirst,
    recording,
    review,
    confirm,
    cancel: () => dispatch({ type: 'cancel' }),
    reset: () => {
      clearRecording();
      dispatch({ type: 'reset' });
    },
  };
}
