import {
  CONNECT_WALLET_FOR_ACTIVITY,
  NO_WATCHED_TOKENS,
} from '@opswap/protocol/activity/dashboard-texts';
import { formatBalance } from '@opswap/protocol/format/format-amount';
import { useWatchedTokens, watchedTokenValueText } from '../../lib/activity/use-watched-tokens.ts';
import { EmptyState, Loading, LoadError } from '../../lib/activity/ui/query-states.tsx';
import { SessionGate } from '../../lib/activity/ui/session-gate.tsx';

/** The user sidebar's Tokens tab: the watched tokens, largest balance first. */
export function TokensPanel() {
  return (
    <SessionGate notConnectedText={CONNECT_WALLET_FOR_ACTIVITY}>
      <TokenList />
    </SessionGate>
  );
}

function TokenList() {
  const watched = useWatchedTokens();
  if (watched.error) return <LoadError error={watched.error} what="your watched tokens" />;
  if (watched.isPending) return <Loading what="your watched tokens" />;
  if (watched.tokens.length === 0) return <EmptyState text={NO_WATCHED_TOKENS} />;
  return (
    <ul aria-label="Watched tokens" className="flex flex-col gap-2">
      {watched.tokens.map((entry) => (
        <li
          key={entry.token.address}
          className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface px-3 py-2 text-sm"
        >
          <span className="min-w-0">
            <span className="block font-semibold">{entry.token.symbol}</span>
            <span className="block truncate text-xs text-muted">{entry.token.name}</span>
          </span>
          <span className="text-right">
            <span className="block">
              {formatBalance(entry.token.balanceBigint, entry.token.decimals)}
            </span>
            <span className="block text-xs text-muted">{watchedTokenValueText(entry)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
