import { useEffect, useRef, useState } from 'react';
import { useWalletStore } from '../../../lib/wallet/wallet-store.ts';

/**
 * A modal that only a connected wallet may open: `request()` opens it, or the login modal for a
 * visitor without a wallet (docs/wallets-and-networks.md#anonymous-visitors). A request made while a saved wallet
 * is still reconnecting waits for that reconnect: the modal if it connects, else the login.
 */
export function useWalletGatedModal(): { open: boolean; request: () => void; close: () => void } {
  const [open, setOpen] = useState(false);
  const stopWaiting = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWaiting.current?.(), []);

  function request() {
    const state = useWalletStore.getState();
    if (state.wallet) return setOpen(true);
    if (!state.reconnecting) return state.openConnectModal();
    stopWaiting.current?.();
    const unsubscribe = useWalletStore.subscribe((next) => {
      if (next.reconnecting && !next.wallet) return;
      unsubscribe();
      stopWaiting.current = null;
      if (next.wallet) setOpen(true);
      else next.openConnectModal();
    });
    stopWaiting.current = unsubscribe;
  }

  return { open, request, close: () => setOpen(false) };
}
