import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import type { Token } from '@opswap/protocol/tokens/token';
import { usePopularTokens } from '../../lib/tokens/api/get-popular-tokens.ts';
import { useRecentSearches } from '../../lib/tokens/api/get-recent-searches.ts';
import { useTokenSearch } from '../../lib/tokens/use-token-search.ts';
import { Modal } from '../../ui/modal.tsx';
import { TokenLogo } from '../../ui/token-logo.tsx';
import { SearchResults } from './search-results.tsx';

export interface TokenSearchModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The header's token search (spec 2): results once the trimmed text passes 10 characters, else
 * Recent Searches; a Popular strip of MOTO, PILL and ODYS; a result opens /token/{address}.
 */
export function TokenSearchModal({ open, onClose }: TokenSearchModalProps) {
  return (
    <Modal open={open} title="Search tokens" onClose={onClose}>
      {open && <SearchBody onClose={onClose} />}
    </Modal>
  );
}

function SearchBody({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const search = useTokenSearch(text, { allowNative: false });
  const popular = usePopularTokens();
  const recent = useRecentSearches();

  const open = (token: Token) => {
    onClose();
    void navigate(`/token/${token.address}`);
  };

  return (
    <div className="flex flex-col gap-4">
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search token address..."
        aria-label="Search token address"
        autoComplete="off"
        spellCheck={false}
        className="w-full rounded-xl border border-line bg-surface-2 px-4 py-3 text-sm outline-none focus:border-accent"
      />
      <section aria-label="Popular">
        <h3 className="pb-2 text-xs font-semibold uppercase tracking-wide text-muted">Popular</h3>
        <div className="flex flex-wrap gap-2">
          {popular.isPending && <p className="text-sm text-muted">Loading...</p>}
          {popular.isError && (
            <p role="alert" className="text-sm text-danger">
              {toUserMessage(popular.error)}
            </p>
          )}
          {popular.data?.presets.map((token) => (
            <button
              key={token.address}
              type="button"
              onClick={() => open(token)}
              className="flex items-center gap-1.5 rounded-full border border-line bg-surface-2 py-1 pl-1 pr-3 text-sm font-medium hover:border-accent"
            >
              <span aria-hidden="true" className="contents">
                <TokenLogo src={token.image} symbol={token.symbol} size={22} />
              </span>
              {token.symbol}
            </button>
          ))}
        </div>
      </section>
      <SearchResults search={search} recent={recent} onOpen={open} />
    </div>
  );
}
