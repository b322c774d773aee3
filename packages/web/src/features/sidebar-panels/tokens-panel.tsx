import { formatBalance, formatCompactAmount } from '@opswap/protocol/format/format-amount';
import { watchedTokenValueText } from '../../entities/activity/use-watched-tokens.ts';
import { WatchedTokensGate } from '../../entities/activity/ui/watched-tokens-gate.tsx';

/** The user sidebar's Tokens tab: the watched tokens, largest balance first. */
export function TokensPanel() {
  return (
    <WatchedTokensGate>
      {(tokens) => (
        <ul aria-label="Watched tokens" className="flex flex-col gap-2">
          {tokens.map((entry) => (
            <li
              key={entry.token.address}
              className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface px-3 py-2 text-sm"
            >
              <span className="min-w-0">
                <span className="block font-semibold">{entry.token.symbol}</span>
                <span className="block truncate text-xs text-muted">{entry.token.name}</span>
              </span>
              {/* Compact ('1.23M', docs/amounts-and-display.md#amount-display) to fit the narrow sidebar; the full balance on hover. */}
              <span
                className="shrink-0 text-right"
                title={formatBalance(entry.token.balanceBigint, entry.token.decimals)}
              >
                <span className="block whitespace-nowrap">
                  {formatCompactAmount(entry.token.balanceBigint, entry.token.decimals)}
                </span>
                <span className="block whitespace-nowrap text-xs text-muted">
                  {watchedTokenValueText(entry, { compact: true })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </WatchedTokensGate>
  );
}
