import { hasLiveNativeSwap } from '@opswap/protocol/nativeswap/create-pool-form';
import { networkContracts } from '@opswap/protocol/tokens/network-contracts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { AddNativeForm } from './components/add-native-form.tsx';
import { NativeSwapUnavailable, PoolCard } from './components/pool-card.tsx';
import { useRouteToken } from './hooks/use-route-token.ts';

/**
 * /pool/add-native/{quoteHash?}: add liquidity to a token's NativeSwap pool as a provider. The
 * token comes from `?token=0x...` or from the quoteHash segment, which is a token address too.
 */
export default function AddNativeScreen() {
  usePageTitle('Add Native Liquidity');
  const network = useNetworkStore((state) => state.network);
  const contracts = networkContracts(network);
  const preselected = useRouteToken(true);
  return (
    <PoolCard
      heading="Add Native Liquidity"
      intro="Provide tokens to a token's NativeSwap pool: buyers pay you Bitcoin for them."
    >
      {contracts && hasLiveNativeSwap(contracts) ? (
        <AddNativeForm key={network} contracts={contracts} preselected={preselected} />
      ) : (
        <NativeSwapUnavailable network={network} />
      )}
    </PoolCard>
  );
}
