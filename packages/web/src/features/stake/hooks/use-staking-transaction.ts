import { useQueryClient } from '@tanstack/react-query';
import { stakingActivity, type StakingPlan } from '@opswap/protocol/staking/staking-activity';
import { stakingFees } from '@opswap/protocol/staking/staking';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { useTransactionFlow } from '../../../entities/transactions/use-transaction-flow.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import type { StakingCall } from '../chain/staking-chain.ts';
import { stakingKeys } from './use-staking-position.ts';

function stakingCallOf(plan: StakingPlan): StakingCall {
  switch (plan.action) {
    case 'stake':
      return { method: 'stake', amount: plan.amount };
    case 'claim':
      return { method: 'claimRewards' };
    case 'unstake':
    case 'compound':
      return { method: plan.action };
  }
}

/**
 * A staking transaction on the shared flow: a stake first approves MOTO to the staking contract
 * when the allowance is short; every call is simulated (a revert shows in the failure dialog)
 * and sent, the stake re-read, and its activity recorded (protocol stakingActivity).
 */
export function useStakingTransaction(contracts: NetworkContracts) {
  const client = useQueryClient();
  const network = useNetworkStore((state) => state.network);
  return useTransactionFlow<StakingPlan>({
    fees: (feeRate, priorityFee) => stakingFees(feeRate, priorityFee),
    approval: (plan) =>
      plan.action === 'stake'
        ? { token: plan.moto, spender: contracts.staking, amount: plan.amount }
        : [],
    send: async (plan, { wallet, fees }) => {
      const chain = await loadChainModule(() => import('../chain/staking-chain.ts'));
      const call = stakingCallOf(plan);
      return {
        transactionId: await chain.sendStakingCall(network, contracts, call, wallet, fees),
      };
    },
    afterSend: () => client.invalidateQueries({ queryKey: stakingKeys.all(network) }),
    activity: (plan, { transactionId }) => stakingActivity(plan, transactionId),
  });
}
