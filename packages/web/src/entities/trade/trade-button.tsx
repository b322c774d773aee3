import type { ReactNode } from 'react';
import { INVALID_NETWORK } from '@opswap/protocol/errors/messages';
import { Spinner } from '../../ui/spinner.tsx';
import { useWalletOnOtherNetwork } from '../../lib/wallet/wallet-network.ts';

export interface TradeButtonProps {
  onClick: () => void;
  disabled: boolean;
  /** Shows a spinner beside the text while the form works. */
  busy: boolean;
  /** Why the button is disabled, as a tooltip. */
  title?: string;
  children: ReactNode;
}

/**
 * A trade form's main button ('Swap Tokens', 'Send', 'Connect Wallet'), across the card. While the
 * connected wallet is on another network than the app it reads 'Invalid network, reload' and
 * sends nothing.
 */
export function TradeButton({ onClick, disabled, busy, title, children }: TradeButtonProps) {
  const walletElsewhere = useWalletOnOtherNetwork();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled || walletElsewhere}
      aria-busy={busy && !walletElsewhere}
      title={walletElsewhere ? undefined : title}
      className="flex w-full items-center justify-center gap-2 rounded-2xl bg-accent px-4 py-4 text-lg font-semibold text-accent-text hover:opacity-90 disabled:cursor-not-allowed disabled:bg-surface-2 disabled:text-muted"
    >
      {walletElsewhere ? (
        INVALID_NETWORK
      ) : (
        <>
          {busy && <Spinner size="sm" label="Working" />}
          {children}
        </>
      )}
    </button>
  );
}
