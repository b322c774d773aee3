import { useLocation } from 'react-router';
import { hasLiveNativeSwap } from '@opswap/protocol/nativeswap/create-pool-form';
import { routes } from '@opswap/protocol/routes/routes';
import { networkContracts } from '@opswap/protocol/tokens/network-contracts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { CreatePoolForm } from './components/create-pool-form.tsx';
import { NativeSwapUnavailable, PoolCard } from './components/pool-card.tsx';
import { useRouteToken } from './hooks/use-route-token.ts';

/**
 * /pool/create and /pool/create-new: create a token's NativeSwap pool. /pool/create takes the
 * token from `?token=0x...` (the add liquidity flow links so); /pool/create-new always starts with
 * an empty form.
 */
export default function CreatePoolScreen() {
  usePageTitle('Create Pool');
  const network = useNetworkStore((state) => state.network);
  const contracts = networkContracts(network);
  const { pathname, search } = useLocation();
  const fresh = pathname.replace(/\/+$/, '') === routes.poolCreateNew();
  const preselected = useRouteToken(!fresh);
  return (
    <PoolCard
      heading="Create Pool"
      intro="Open a NativeSwap pool for a token you deployed: buyers pay Bitcoin for it from the floor price up."
    >
      {contracts && hasLiveNativeSwap(contracts) ? (
        // Another network, address or preselected token starts the form afresh.
        <CreatePoolForm
          key={`${network} ${pathname} ${search}`}
          contracts={contracts}
          preselected={preselected}
        />
      ) : (
        <NativeSwapUnavailable network={network} />
      )}
    </PoolCard>
  );
}
