import { lazy, Suspense, useEffect, useState } from 'react';
import { useWalletStore } from '../../lib/wallet/wallet-store.ts';
import {
  onWalletBridgeRequested,
  requestWalletBridge,
  walletBridgeNeededAtStart,
} from './wallet-loader.ts';

const ConnectWalletModal = lazy(async () => ({
  default: (await import('./connect-wallet-modal.tsx')).ConnectWalletModal,
}));

const WalletBridge = lazy(async () => {
  const bridge = await import('./wallet-bridge.tsx');
  await bridge.prepareWallets();
  return bridge;
});

/**
 * The wallet layer of the shell: the connect modal, and the wallet libraries loaded only when a
 * saved wallet reconnects or the user opens the modal, so the first paint never waits for them.
 * The modal's own code loads when it first opens, too.
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
      {modalOpen && (
        <Suspense fallback={null}>
          <ConnectWalletModal />
        </Suspense>
      )}
    </>
  );
}
