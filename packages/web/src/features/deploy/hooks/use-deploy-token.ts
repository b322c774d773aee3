import { useQueryClient } from '@tanstack/react-query';
import { deployFees } from '@opswap/protocol/deploy/deploy-texts';
import type { TokenDeployParams } from '@opswap/protocol/deploy/token-deploy-form';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { useTransactionFlow } from '../../../entities/transactions/use-transaction-flow.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { deployKeys } from '../deploy-queries.ts';

/**
 * Deploying a token through the farm factory on the shared transaction flow: deployToken is
 * simulated (a revert shows in the 'Deploy failed' dialog, through the catalogue) and sent, and a
 * 'DeployToken' activity recorded with the new token.
 */
export function useDeployToken(contracts: NetworkContracts) {
  const client = useQueryClient();
  const network = useNetworkStore((state) => state.network);
  return useTransactionFlow({
    fees: deployFees,
    send: async (params: TokenDeployParams, { wallet, fees }) => {
      const chain = await loadChainModule(() => import('../chain/deploy-chain.ts'));
      return chain.sendDeployToken(network, contracts, params, wallet, fees);
    },
    afterSend: () => client.invalidateQueries({ queryKey: deployKeys.all(network) }),
    activity: (params, { transactionId, address }) => ({
      type: 'DeployToken',
      transactionId,
      data: {
        token: address,
        name: params.name,
        symbol: params.symbol,
        decimals: params.decimals,
        maxSupply: params.maxSupply.toString(),
        initialMintAmount: params.initialMintAmount.toString(),
      },
    }),
  });
}
