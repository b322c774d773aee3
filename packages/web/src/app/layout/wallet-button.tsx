import { shortenAddress } from '@opswap/protocol/format/shorten-address';
import { useWalletStore } from '../../lib/wallet/wallet-store.ts';
import { useUserSidebarStore } from './user-sidebar-store.ts';

const BUTTON = 'min-w-0 truncate rounded-full px-3 py-2 text-sm font-semibold md:px-4';

/** 'Connect Wallet' without a wallet; the shortened address, opening the user sidebar, with one. */
export function WalletButton() {
  const wallet = useWalletStore((state) => state.wallet);
  const connecting = useWalletStore((state) => state.connecting);
  const openSidebar = useUserSidebarStore((state) => state.openSidebar);
  const sidebarOpen = useUserSidebarStore((state) => state.open);

  if (!wallet) {
    return (
      <button
        type="button"
        onClick={() => useWalletStore.getState().openConnectModal()}
        disabled={connecting}
        className={`${BUTTON} bg-accent text-accent-text hover:opacity-90 disabled:opacity-60`}
      >
        {connecting ? 'Connecting...' : 'Connect Wallet'}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={openSidebar}
      aria-haspopup="dialog"
      aria-expanded={sidebarOpen}
      title={wallet.address}
      className={`${BUTTON} flex items-center gap-2 border border-line bg-surface hover:bg-surface-2`}
    >
      <span aria-hidden="true" className="hidden size-2.5 rounded-full bg-success sm:block" />
      <span className="truncate font-mono">{shortenAddress(wallet.address)}</span>
    </button>
  );
}
