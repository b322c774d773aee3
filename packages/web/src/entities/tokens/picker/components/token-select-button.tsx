import type { Token } from '@opswap/protocol/tokens/token';
import { TokenLogo } from '../../../../ui/token-logo.tsx';
import { useWalletGatedModal } from '../use-wallet-gated-modal.ts';
import { TokenPickerModal } from './token-picker-modal.tsx';
import { ChevronDownIcon } from '../../../../ui/icons.tsx';

export interface TokenSelectButtonProps {
  token: Token | null;
  onSelect: (token: Token) => void;
  allowNative: boolean;
  /** The accessible name's lead, e.g. 'Sell token'. */
  label: string;
}

/**
 * The token field of a form: shows the chosen token (or 'Select Token') and opens the token picker;
 * without a wallet it opens the login modal instead (docs/wallets-and-networks.md#sign-in).
 */
export function TokenSelectButton({ token, onSelect, allowNative, label }: TokenSelectButtonProps) {
  const picker = useWalletGatedModal();
  return (
    <>
      <button
        type="button"
        aria-label={`${label}: ${token ? token.symbol : 'Select Token'}`}
        onClick={picker.request}
        className={`flex shrink-0 items-center gap-2 rounded-full py-1.5 pl-1.5 pr-3 font-semibold ${
          token
            ? 'border border-line bg-surface hover:border-accent'
            : 'bg-accent pl-3 text-accent-text hover:opacity-90'
        }`}
      >
        {token && <TokenLogo src={token.image} symbol={token.symbol} size={26} />}
        <span>{token ? token.symbol : 'Select Token'}</span>
        <ChevronDownIcon />
      </button>
      <TokenPickerModal
        open={picker.open}
        onClose={picker.close}
        onSelect={onSelect}
        allowNative={allowNative}
      />
    </>
  );
}
