import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { popularTokens, type Token } from '@opswap/protocol/tokens/token';
import { usePopularTokens } from '../../api/get-popular-tokens.ts';
import { useRecentSearches } from '../../api/get-recent-searches.ts';
import { tokenKeys } from '../../token-query-keys.ts';
import { useTokenSearch } from '../../use-token-search.ts';
import { useNetworkStore } from '../../../network/network-store.ts';
import { Modal } from '../../../../ui/modal.tsx';
import { TokenListSection } from './token-list-section.tsx';
import { TokenChip } from './token-row.tsx';

export interface TokenPickerModalProps {
  open: boolean;
  onClose: () => void;
  onSelect: (token: Token) => void;
  /** Whether the native coin may be picked (Popular and the 'bitcoin' search offer it). */
  allowNative: boolean;
}

/**
 * The token picker (spec 1 §2): 'Search Token Address...', the Popular tokens (the native coin
 * when allowed, MOTO, PILL, ODYS) and Recent Searches, or the search's results, with balances.
 */
export function TokenPickerModal({ open, onClose, onSelect, allowNative }: TokenPickerModalProps) {
  return (
    <Modal open={open} title="Select a token" onClose={onClose}>
      {open && <PickerBody onClose={onClose} onSelect={onSelect} allowNative={allowNative} />}
    </Modal>
  );
}

function PickerBody({ onClose, onSelect, allowNative }: Omit<TokenPickerModalProps, 'open'>) {
  const [text, setText] = useState('');
  const client = useQueryClient();
  const network = useNetworkStore((state) => state.network);
  const search = useTokenSearch(text, { allowNative });
  const popular = usePopularTokens();
  const recent = useRecentSearches();

  const choose = (token: Token) => {
    onSelect(token);
    onClose();
    void client.invalidateQueries({ queryKey: [...tokenKeys.network(network), 'recent'] });
  };
  const popularList = popular.data
    ? popularTokens(allowNative ? popular.data.native : null, popular.data.presets)
    : [];

  return (
    <div className="flex flex-col gap-4">
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search Token Address..."
        aria-label="Search Token Address"
        autoComplete="off"
        spellCheck={false}
        className="w-full rounded-xl border border-line bg-surface-2 px-4 py-3 text-sm outline-none focus:border-accent"
      />
      <section aria-label="Popular">
        <h3 className="pb-2 text-xs font-semibold uppercase tracking-wide text-muted">Popular</h3>
        {popular.isPending ? (
          <p className="text-sm text-muted">Loading...</p>
        ) : popular.isError ? (
          <p role="alert" className="text-sm text-danger">
            {toUserMessage(popular.error)}
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {popularList.map((token) => (
              <TokenChip key={token.address} token={token} onSelect={choose} />
            ))}
          </div>
        )}
      </section>
      <div className="-mx-3 min-h-40">
        {search.kind === 'recent' ? (
          <TokenListSection
            heading="Recent Searches"
            tokens={recent.data}
            loading={recent.isLoading}
            emptyText="No Recent Searches"
            onSelect={choose}
          />
        ) : (
          <TokenListSection
            tokens={search.kind === 'results' ? search.tokens : undefined}
            loading={search.kind === 'loading'}
            emptyText="No tokens found"
            message={search.kind === 'message' ? search.message : null}
            onSelect={choose}
          />
        )}
      </div>
    </div>
  );
}
