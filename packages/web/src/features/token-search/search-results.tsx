import type { UseQueryResult } from '@tanstack/react-query';
import { shortenAddress } from '@opswap/protocol/format/shorten-address';
import type { Token } from '@opswap/protocol/tokens/token';
import type { TokenSearchView } from '../../lib/tokens/use-token-search.ts';
import { TokenLogo } from '../../ui/token-logo.tsx';

export interface SearchResultsProps {
  search: TokenSearchView;
  recent: UseQueryResult<Token[]>;
  onOpen: (token: Token) => void;
}

function Note({ text, alert = false }: { text: string; alert?: boolean }) {
  return (
    <p
      role={alert ? 'alert' : undefined}
      className={`py-4 text-center text-sm ${alert ? 'text-danger' : 'text-muted'}`}
    >
      {text}
    </p>
  );
}

function TokenLinks({
  tokens,
  onOpen,
}: {
  tokens: readonly Token[];
  onOpen: (token: Token) => void;
}) {
  return (
    <ul className="-mx-3 flex flex-col">
      {tokens.map((token) => (
        <li key={token.address}>
          <button
            type="button"
            onClick={() => onOpen(token)}
            className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left hover:bg-surface-2"
          >
            <span aria-hidden="true" className="contents">
              <TokenLogo src={token.image} symbol={token.symbol} size={32} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold">{token.symbol}</span>
              <span className="block truncate text-xs text-muted">{token.name}</span>
            </span>
            <span className="font-mono text-xs text-muted">{shortenAddress(token.address)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The search's results, or Recent Searches, with their empty and loading texts. */
export function SearchResults({ search, recent, onOpen }: SearchResultsProps) {
  if (search.kind === 'recent') {
    return (
      <section aria-label="Recent Searches" className="min-h-32">
        <h3 className="pb-1 text-xs font-semibold uppercase tracking-wide text-muted">
          Recent Searches
        </h3>
        {recent.isLoading ? (
          <Note text="Loading..." />
        ) : recent.data && recent.data.length > 0 ? (
          <TokenLinks tokens={recent.data} onOpen={onOpen} />
        ) : (
          <Note text="No Recent Searches" />
        )}
      </section>
    );
  }
  return (
    <section aria-label="Search results" className="min-h-32">
      {search.kind === 'loading' && <Note text="Loading..." />}
      {search.kind === 'message' && <Note text={search.message} alert />}
      {search.kind === 'results' &&
        (search.tokens.length === 0 ? (
          <Note text="No tokens found" />
        ) : (
          <TokenLinks tokens={search.tokens} onOpen={onOpen} />
        ))}
    </section>
  );
}
