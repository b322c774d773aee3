import type { SwapButton } from '@opswap/protocol/swap/swap-button';
import { Spinner } from '../../../ui/spinner.tsx';

export interface SwapActionButtonProps {
  button: SwapButton<string>;
  onSubmit: () => void;
  onConnectWallet: () => void;
}

/** The form's main button as the protocol's button machine describes it. */
export function SwapActionButton({ button, onSubmit, onConnectWallet }: SwapActionButtonProps) {
  const onClick = () => {
    if (button.action === 'connect-wallet') onConnectWallet();
    else if (button.action === 'submit') onSubmit();
  };
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={button.disabled}
      aria-busy={button.loading}
      title={button.reason ?? undefined}
      className="flex w-full items-center justify-center gap-2 rounded-2xl bg-accent px-4 py-4 text-lg font-semibold text-accent-text hover:opacity-90 disabled:cursor-not-allowed disabled:bg-surface-2 disabled:text-muted"
    >
      {button.loading && <Spinner size="sm" label="Working" />}
      {button.text}
    </button>
  );
}
