import { useState } from 'react';
import { useConnectedWallet, useWalletStore } from '../../wallet/wallet-store.ts';

/**
 * A modal that only a connected wallet may open: `request()` opens it, or the login modal for a
 * visitor without a wallet (spec 1 §2 and spec 2 "Chrome").
 */
export function useWalletGatedModal(): { open: boolean; request: () => void; close: () => void } {
  const [open, setOpen] = useState(false);
  const wallet = useConnectedWallet();
  const openConnectModal = useWalletStore((state) => state.openConnectModal);
  return {
    open,
    request: () => (wallet ? setOpen(true) : openConnectModal()),
    close: () => setOpen(false),
  };
}
