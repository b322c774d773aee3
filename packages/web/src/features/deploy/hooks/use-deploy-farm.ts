import { useQueryClient } from '@tanstack/react-query';
import { deployFees } from '@opswap/protocol/deploy/deploy-texts';
import type { FarmDeployParams } from '@opswap/protocol/deploy/farm-deploy-form';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { useTransactionFlow } from '../../../entities/transactions/use-transaction-flow.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { deployKeys } from '../deploy-queries.ts';

/**
 * Deploying a farm for one of the wallet's tokens on the shared transaction flow: deployMotoChef
 * is simulated (a revert shows in the 'Deploy failed' dialog, through the catalogue) and sent.
 * The spec's activity types have none for a farm, so none is recorded; the farm shows under My
 * Farms once mined.
 */
export function useDeployFarm(contracts: NetworkContracts) {
  const client = useQueryClient();
  const network = useNetworkStore((state) => state.network);
  return useTransactionFlow({
    fees: deployFees,
    send: async (params: FarmDeployParams, { wallet, fees }) => {
      const chain = await loadChainModule(() => import('../chain/deploy-chain.ts'));
      return chain.sendDeployFarm(network, contracts, params, wallet, fees);
    },
    afterSend: () => client.invalidateQueries({ queryKey: deployKeys.all(network) }),
  });
}
