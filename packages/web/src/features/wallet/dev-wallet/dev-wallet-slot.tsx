import { lazy, Suspense } from 'react';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import { useDevWalletStore } from './dev-wallet-store.ts';

const DevWalletPanel = lazy(() => import('./dev-wallet-panel.tsx'));

/**
 * The development wallet's place in the bottom bar: its panel, loaded apart from the page, while
 * it is the connected wallet on the devnet.
 */
export function DevWalletSlot() {
  const installed = useDevWalletStore((state) => state.installed);
  const connected = useWalletStore((state) => state.wallet?.kind === 'OP_WALLET');
  const onRegtest = useNetworkStore((state) => state.network === 'regtest');
  if (!installed || !connected || !onRegtest) return null;
  return (
    <Suspense fallback={null}>
      <DevWalletPanel />
    </Suspense>
  );
}
