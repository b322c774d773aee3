import { lazy, Suspense, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useConnectedWallet } from '../../lib/wallet/wallet-store.ts';
import { useUserSidebarStore } from './user-sidebar-store.ts';

const loadDialog = () => import('./user-sidebar-dialog.tsx');
const SidebarDialog = lazy(async () => ({ default: (await loadDialog()).SidebarDialog }));

/**
 * The right user sidebar: the wallet, its Activity/Tokens/Pools tabs and the site settings. Its
 * panels load with it, on first open, out of the page's first load; a connected wallet (the
 * sidebar opens only with one) fetches them ahead.
 */
export function UserSidebar() {
  const open = useUserSidebarStore((state) => state.open);
  const close = useUserSidebarStore((state) => state.closeSidebar);
  const wallet = useConnectedWallet();

  useEffect(() => {
    if (open && !wallet) close();
  }, [open, wallet, close]);

  useEffect(() => {
    if (wallet) void loadDialog();
  }, [wallet]);

  if (!open || !wallet) return null;
  return createPortal(
    <Suspense fallback={null}>
      <SidebarDialog wallet={wallet} onClose={close} />
    </Suspense>,
    document.body,
  );
}
