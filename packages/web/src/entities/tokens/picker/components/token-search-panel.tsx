import { useState } from 'react';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { popularTokens, type Token } from '@opswap/protocol/tokens/token';
import { usePopularTokens } from '../../api/get-popular-tokens.ts';
import { useRecentSearches } from '../../api/get-recent-searches.ts';
import { useTokenSearch } from '../../use-token-search.ts';
import { TokenListSection } from './token-list-section.tsx';
import { type TokenRowDetail, TokenChip } from './token-row.tsx';

export interface TokenSearchPanelProps {
  /** The search input's placeholder, as the spec words it for this modal. */
  placeholder: string;
  /** Whether the native coin may be found (Popular and the 'bitcoin' search offer it). */
  allowNative: boolean;
  /** What a listed token shows on its right: the user's balance or its address. */
  rowDetail: TokenRowDetail;
  onChoose: (token: Token) => void;
}

/**
 * The body of both token modals (the picker and the header search, docs/swap.md#token-search): a search
 * input, the Popular tokens, and the search's results once the text is long enough, else Recent
 * Searches.
 */
export function TokenSearchPanel({
  placeholder,
  allowNative,
  rowDetail,
  onChoose,
}: TokenSearchPanelProps) {
  const [text, setText] = useState('');
  const search = useTokenSearch(text, { allowNative });
  const popular = usePopularTokens();
  const recent = useRecentSearches();
  const popularList = popular.data
    ? popularTokens(allowNative ? popular.data.native : null, popular.data.presets)
    : [];

  return (
    <div className="flex flex-col gap-4">
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder.replace(/\.+$/, '')}
        autoComplete="off"
        spellCheck={false}
        className="w-full rounded-xl border border-line bg-surface-2 px-4 py-3 text-sm focus:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
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
              <TokenChip key={token.address} token={token} onSelect={onChoose} />
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
            onSelect={onChoose}
            rowDetail={rowDetail}
          />
        ) : (
          <TokenListSection
            tokens={search.kind === 'results' ? search.tokens : undefined}
            loading={search.kind === 'loading'}
            emptyText="No tokens found"
            message={search.kind === 'message' ? search.message : null}
            onSelect={onChoose}
            rowDetail={rowDetail}
          />
        )}
      </div>
    </div>
  );
}
