import { lazy, Suspense, useEffect, useState } from 'react';
import { useWalletStore } from '../../lib/wallet/wallet-store.ts';
import { ConnectWalletModal } from './connect-wallet-modal.tsx';
import {
  onWalletBridgeRequested,
  requestWalletBridge,
  walletBridgeNeededAtStart,
} from './wallet-loader.ts';

const WalletBridge = lazy(async () => {
  const bridge = await import('./wallet-bridge.tsx');
  await bridge.prepareWallets();
  return bridge;
});

/**
 * The wallet layer of the shell: the connect modal, and the wallet libraries loaded only when a
 * saved wallet reconnects or the user opens the modal, so the first paint never waits for them.
 */
export function WalletRoot() {
  const [bridgeWanted, setBridgeWanted] = useState(walletBridgeNeededAtStart);
  const modalOpen = useWalletStore((state) => state.connectModalOpen);

  useEffect(() => onWalletBridgeRequested(() => setBridgeWanted(true)), []);
  useEffect(() => {
    if (modalOpen) requestWalletBridge();
  }, [modalOpen]);

  return (
    <>
      {bridgeWanted && (
        <Suspense fallback={null}>
          <WalletBridge />
        </Suspense>
      )}
      <ConnectWalletModal />
    </>
  );
}
