// The open user sidebar, loaded on first open (user-sidebar.tsx) with its panels and settings.
import { shortenAddressForSidebar } from '@opswap/protocol/format/shorten-address';
import { useId, useState } from 'react';
import { ActivityPanel } from '../../features/sidebar-panels/activity-panel.tsx';
import { PoolsPanel } from '../../features/sidebar-panels/pools-panel.tsx';
import { TokensPanel } from '../../features/sidebar-panels/tokens-panel.tsx';
import {
  type ConnectedWallet,
  useWalletStore,
  WALLET_LABELS,
} from '../../lib/wallet/wallet-store.ts';
import { LineIcon } from '../../ui/icons.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { SidebarSettings } from './sidebar-settings.tsx';
import { useUserSidebarStore } from './user-sidebar-store.ts';

const SIDEBAR_TABS = [
  { id: 'activity', label: 'Activity' },
  { id: 'tokens', label: 'Tokens' },
  { id: 'pools', label: 'Pools' },
] as const;
type SidebarTab = (typeof SIDEBAR_TABS)[number]['id'];

const PANELS: Record<SidebarTab, () => React.ReactNode> = {
  activity: ActivityPanel,
  tokens: TokensPanel,
  pools: PoolsPanel,
};

/** The sidebar dialog: the wallet, its Activity/Tokens/Pools tabs and the site settings. */
export function SidebarDialog({
  wallet,
  onClose,
}: {
  wallet: ConnectedWallet;
  onClose: () => void;
}) {
  const titleId = useId();
  const [tab, setTab] = useState<SidebarTab>('activity');
  const showSettings = useUserSidebarStore((state) => state.showSettings);
  const toggleSettings = useUserSidebarStore((state) => state.toggleSettings);
  const Panel = PANELS[tab];

  const disconnect = () => {
    void useWalletStore.getState().actions?.disconnect();
    onClose();
  };

  return (
    <Dialog
      aria-labelledby={titleId}
      aria-modal="true"
      onDismiss={onClose}
      className="my-0 mr-0 ml-auto h-full max-h-full w-full max-w-sm flex-col border-0 border-l border-line bg-surface p-0 text-text shadow-2xl outline-none backdrop:bg-black/50 open:flex"
    >
      <div className="flex items-start gap-3 border-b border-line px-4 py-4">
        <span
          aria-hidden="true"
          className="mt-0.5 size-10 shrink-0 rounded-full bg-gradient-to-br from-accent to-surface-2"
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-1">
            <h2 id={titleId} className="font-mono text-sm font-semibold">
              <span className="sr-only">Account </span>
              {shortenAddressForSidebar(wallet.address)}
            </h2>
            <CopyButton text={wallet.address} label="Copy address" />
          </div>
          <p className="text-xs text-muted">{WALLET_LABELS[wallet.kind]}</p>
        </div>
        <IconButton
          label={showSettings ? 'Back to account' : 'Settings'}
          onClick={toggleSettings}
          pressed={showSettings}
        >
          <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
          <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
        </IconButton>
        <IconButton label="Close" onClick={onClose}>
          <path d="M6 6l12 12M18 6L6 18" />
        </IconButton>
      </div>
      <div className="flex-1 overflow-y-auto px-4 py-4">
        {showSettings ? (
          <section aria-label="Settings">
            <h3 className="mb-4 text-base font-semibold">Settings</h3>
            <SidebarSettings />
          </section>
        ) : (
          <Tabs tabs={SIDEBAR_TABS} selected={tab} onSelect={setTab} label="Account">
            <Panel />
          </Tabs>
        )}
      </div>
      <div className="border-t border-line px-4 py-3">
        <button
          type="button"
          onClick={disconnect}
          className="w-full rounded-xl border border-line px-4 py-2.5 text-sm font-semibold text-danger hover:bg-danger/10"
        >
          Disconnect
        </button>
      </div>
    </Dialog>
  );
}

function IconButton({
  label,
  onClick,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={`grid size-9 shrink-0 place-items-center rounded-full hover:bg-surface-2 hover:text-text ${
        pressed ? 'bg-surface-2 text-text' : 'text-muted'
      }`}
    >
      <LineIcon>{children}</LineIcon>
    </button>
  );
}
