import { formatBalance } from '@opswap/protocol/format/format-amount';
import { shortenAddress } from '@opswap/protocol/format/shorten-address';
import type { Token } from '@opswap/protocol/tokens/token';
import { TokenLogo } from '../../../../ui/token-logo.tsx';
import { useConnectedWallet } from '../../../../lib/wallet/wallet-store.ts';
import { WatchButton } from './watch-button.tsx';

/** What a row shows on its right: the user's balance (the picker) or the address (the search). */
export type TokenRowDetail = 'balance' | 'address';

export interface TokenRowProps {
  token: Token;
  onSelect: (token: Token) => void;
  detail?: TokenRowDetail;
}

/**
 * One token in a picker list: logo, symbol, name and the user's balance or the address, and with
 * a wallet connected a star to watch it.
 */
export function TokenRow({ token, onSelect, detail = 'balance' }: TokenRowProps) {
  const wallet = useConnectedWallet();
  return (
    <li className="flex items-center gap-1">
      <button
        type="button"
        onClick={() => onSelect(token)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-xl px-3 py-2.5 text-left hover:bg-surface-2"
      >
        <span aria-hidden="true" className="contents">
          <TokenLogo src={token.image} symbol={token.symbol} size={32} />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{token.symbol}</span>
          <span className="block truncate text-xs text-muted">{token.name}</span>
        </span>
        {detail === 'balance' ? (
          <span className="text-sm tabular-nums text-muted">
            {formatBalance(token.balanceBigint, token.decimals)}
          </span>
        ) : (
          <span className="font-mono text-xs text-muted">{shortenAddress(token.address)}</span>
        )}
      </button>
      {wallet && <WatchButton token={token} />}
    </li>
  );
}

/** A small token chip, as the Popular strips show them. */
export function TokenChip({ token, onSelect }: { token: Token; onSelect: (token: Token) => void }) {
  return (
    <button
      type="button"
      onClick={() => onSelect(token)}
      className="flex items-center gap-1.5 rounded-full border border-line bg-surface-2 py-1 pl-1 pr-3 text-sm font-medium hover:border-accent"
    >
      <span aria-hidden="true" className="contents">
        <TokenLogo src={token.image} symbol={token.symbol} size={22} />
      </span>
      {token.symbol}
    </button>
  );
}
