import type { ReactNode } from 'react';
import type { Token } from '@opswap/protocol/tokens/token';
import { TokenRow, type TokenRowDetail } from './token-row.tsx';

export interface TokenListSectionProps {
  /** The section heading, e.g. 'Recent Searches'; none for search results. */
  heading?: string;
  tokens: readonly Token[] | undefined;
  loading: boolean;
  /** What an empty list says ('No tokens found', 'No Recent Searches'). */
  emptyText: string;
  /** Shown instead of the list (a refused address, a failed lookup). */
  message?: string | null;
  onSelect: (token: Token) => void;
  rowDetail?: TokenRowDetail;
}

function Note({ children, alert = false }: { children: ReactNode; alert?: boolean }) {
  return (
    <p
      role={alert ? 'alert' : undefined}
      className={`px-3 py-4 text-center text-sm ${alert ? 'text-danger' : 'text-muted'}`}
    >
      {children}
    </p>
  );
}

/** A titled token list with its loading, empty and message states. */
export function TokenListSection(props: TokenListSectionProps) {
  const { heading, tokens, loading, emptyText, message, onSelect } = props;
  let body: ReactNode;
  if (message) body = <Note alert>{message}</Note>;
  else if (loading) body = <Note>Loading...</Note>;
  else if (!tokens || tokens.length === 0) body = <Note>{emptyText}</Note>;
  else
    body = (
      <ul className="flex flex-col">
        {tokens.map((token) => (
          <TokenRow
            key={token.address}
            token={token}
            onSelect={onSelect}
            detail={props.rowDetail}
          />
        ))}
      </ul>
    );
  return (
    <section aria-label={heading ?? 'Search results'}>
      {heading && (
        <h3 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted">
          {heading}
        </h3>
      )}
      {body}
    </section>
  );
}
