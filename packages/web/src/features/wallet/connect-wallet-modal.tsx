import { useEffect, useState } from 'react';
import { DISPLAY_MS } from '@opswap/protocol/constants';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { routes } from '@opswap/protocol/routes/routes';
import {
  RECOMMENDED_WALLET,
  WALLET_KINDS,
  WALLET_LABELS,
  type WalletKind,
  useWalletStore,
} from '../../lib/wallet/wallet-store.ts';
import { Modal } from '../../ui/modal.tsx';
import { whenWalletActions } from './wallet-loader.ts';

/** 'Connect your wallet' (docs/wallets-and-networks.md#wallets): the wallets, the Recommended mark and the terms. */
export function ConnectWalletModal() {
  const open = useWalletStore((state) => state.connectModalOpen);
  const close = useWalletStore((state) => state.closeConnectModal);
  const connecting = useWalletStore((state) => state.connecting);
  const connected = useWalletStore((state) => state.wallet !== null);
  const [error, setError] = useState<string | null>(null);
  // The wallet libraries load when the modal first opens: seconds on a slow device.
  const [loadingLibraries, setLoadingLibraries] = useState(false);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), DISPLAY_MS.walletConnectError);
    return () => clearTimeout(timer);
  }, [error]);

  // A wallet that connects by any path (a saved wallet reconnecting, too) ends the login.
  useEffect(() => {
    if (open && connected) close();
  }, [open, connected, close]);

  async function connect(kind: WalletKind) {
    setError(null);
    try {
      setLoadingLibraries(true);
      const actions = await whenWalletActions().finally(() => setLoadingLibraries(false));
      await actions.connect(kind);
      close();
    } catch (caught) {
      setError(toUserMessage(caught));
    }
  }

  return (
    <Modal open={open} title="Connect your wallet" onClose={close}>
      {error && (
        <p role="alert" className="mb-3 rounded-lg bg-danger/15 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      {loadingLibraries && (
        <p role="status" className="mb-3 text-sm text-muted">
          Loading wallets…
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {WALLET_KINDS.map((kind) => (
          <li key={kind}>
            <button
              type="button"
              disabled={connecting || loadingLibraries}
              onClick={() => void connect(kind)}
              className="flex w-full items-center justify-between rounded-xl border border-line bg-surface-2 px-4 py-3 text-left font-medium hover:border-accent disabled:opacity-60"
            >
              <span>{WALLET_LABELS[kind]}</span>
              {kind === RECOMMENDED_WALLET && (
                <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-text">
                  Recommended
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-muted">
        By connecting a wallet, you agree to our{' '}
        <a
          href={routes.documentation('terms')}
          target="_blank"
          rel="noopener noreferrer"
          className="underline"
        >
          Terms of Service
        </a>{' '}
        and acknowledge that you have read our{' '}
        <a
          href={routes.documentation('privacy')}
          target="_blank"
          rel="noopener noreferrer"
          className="underline"
        >
          Privacy Policy
        </a>
      </p>
    </Modal>
  );
}
