import { useQueryClient } from '@tanstack/react-query';
import { farmActivity } from '@opswap/protocol/farms/farm-activity';
import { farmCallFees } from '@opswap/protocol/farms/farm-figures';
import { useTransactionFlow } from '../../../entities/transactions/use-transaction-flow.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import type { FarmCall } from '../chain/farm-chain.ts';
import { farmKeys } from './use-farms.ts';

/** A farm action to send: the call, and the token it moves (the farm token for a harvest). */
export interface FarmPlan extends FarmCall {
  token: string;
}

/**
 * Deposit, withdraw or harvest on the shared transaction flow. A deposit approves the pool's
 * token to the farm first when the allowance is short; each records its activity (Stake, Unstake
 * or Claim) and the farms are read again once sent.
 */
export function useFarmAction() {
  const client = useQueryClient();
  const network = useNetworkStore((state) => state.network);
  return useTransactionFlow<FarmPlan>({
    fees: farmCallFees,
    approval: (plan) =>
      plan.action === 'deposit'
        ? { token: plan.token, spender: plan.farm, amount: plan.amount }
        : [],
    send: async (plan, { wallet, fees }) => {
      const chain = await loadChainModule(() => import('../chain/farm-chain.ts'));
      return { transactionId: await chain.sendFarmCall(network, plan, wallet, fees) };
    },
    afterSend: () => client.invalidateQueries({ queryKey: farmKeys.all(network) }),
    activity: (plan, { transactionId }) => farmActivity(plan, transactionId),
  });
}
