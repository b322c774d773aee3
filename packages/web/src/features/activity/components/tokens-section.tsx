import {
  CONNECT_WALLET_FOR_ACTIVITY,
  NO_WATCHED_TOKENS,
} from '@opswap/protocol/activity/dashboard-texts';
import { formatBalance } from '@opswap/protocol/format/format-amount';
import { shortenAddress } from '@opswap/protocol/format/shorten-address';
import {
  useWatchedTokens,
  type WatchedToken,
  watchedTokenValueText,
} from '../../../lib/activity/use-watched-tokens.ts';
import { EmptyState, Loading, LoadError } from '../../../lib/activity/ui/query-states.tsx';
import { SessionGate } from '../../../lib/activity/ui/session-gate.tsx';

/** The Tokens tab: the watched tokens with balances and USD value. */
export function TokensSection() {
  return (
    <SessionGate notConnectedText={CONNECT_WALLET_FOR_ACTIVITY}>
      <TokensTable />
    </SessionGate>
  );
}

function TokensTable() {
  const watched = useWatchedTokens();
  if (watched.error) return <LoadError error={watched.error} what="your watched tokens" />;
  if (watched.isPending) return <Loading what="your watched tokens" />;
  if (watched.tokens.length === 0) return <EmptyState text={NO_WATCHED_TOKENS} />;
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Watched tokens</caption>
        <thead className="border-b border-line text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Token
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Balance
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {watched.tokens.map((entry) => (
            <TokenRow key={entry.token.address} entry={entry} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TokenRow({ entry }: { entry: WatchedToken }) {
  const { token } = entry;
  return (
    <tr className="border-b border-line last:border-b-0">
      <th scope="row" className="px-4 py-3 text-left font-normal">
        <span className="block font-semibold">{token.symbol}</span>
        <span className="block text-xs text-muted" title={token.address}>
          {token.name} · {shortenAddress(token.p2op || token.address)}
        </span>
      </th>
      <td className="px-4 py-3 text-right whitespace-nowrap">
        {formatBalance(token.balanceBigint, token.decimals)}
      </td>
      <td className="px-4 py-3 text-right whitespace-nowrap">{watchedTokenValueText(entry)}</td>
    </tr>
  );
}
