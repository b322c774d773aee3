import type { ReactNode } from 'react';
import { Spinner } from '../../ui/spinner.tsx';

export interface TradeButtonProps {
  onClick: () => void;
  disabled: boolean;
  /** Shows a spinner beside the text while the form works. */
  busy: boolean;
  /** Why the button is disabled, as a tooltip. */
  title?: string;
  children: ReactNode;
}

/** A trade form's main button ('Swap Tokens', 'Send', 'Connect Wallet'), across the card. */
export function TradeButton({ onClick, disabled, busy, title, children }: TradeButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy}
      title={title}
      className="flex w-full items-center justify-center gap-2 rounded-2xl bg-accent px-4 py-4 text-lg font-semibold text-accent-text hover:opacity-90 disabled:cursor-not-allowed disabled:bg-surface-2 disabled:text-muted"
    >
      {busy && <Spinner size="sm" label="Working" />}
      {children}
    </button>
  );
}
