import { useState } from 'react';
import type { Token } from '@opswap/protocol/tokens/token';
import { useConnectedWallet, useWalletStore } from '../../../wallet/wallet-store.ts';
import { TokenLogo } from '../../../../ui/token-logo.tsx';
import { TokenPickerModal } from './token-picker-modal.tsx';

export interface TokenSelectButtonProps {
  token: Token | null;
  onSelect: (token: Token) => void;
  allowNative: boolean;
  /** The accessible name's lead, e.g. 'Sell token'. */
  label: string;
}

/**
 * The token field of a form: shows the chosen token (or 'Select Token') and opens the token picker;
 * without a wallet it opens the login modal instead (spec 1 §2).
 */
export function TokenSelectButton({ token, onSelect, allowNative, label }: TokenSelectButtonProps) {
  const [open, setOpen] = useState(false);
  const wallet = useConnectedWallet();
  const openConnectModal = useWalletStore((state) => state.openConnectModal);

  return (
    <>
      <button
        type="button"
        aria-label={`${label}: ${token ? token.symbol : 'Select Token'}`}
        onClick={() => (wallet ? setOpen(true) : openConnectModal())}
        className={`flex shrink-0 items-center gap-2 rounded-full py-1.5 pl-1.5 pr-3 font-semibold ${
          token
            ? 'border border-line bg-surface hover:border-accent'
            : 'bg-accent pl-3 text-accent-text hover:opacity-90'
        }`}
      >
        {token && <TokenLogo src={token.image} symbol={token.symbol} size={26} />}
        <span>{token ? token.symbol : 'Select Token'}</span>
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <TokenPickerModal
        open={open}
        onClose={() => setOpen(false)}
        onSelect={onSelect}
        allowNative={allowNative}
      />
    </>
  );
}
