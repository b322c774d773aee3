import type { Token } from '@opswap/protocol/tokens/token';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { useWatchToggle } from '../../../activity/use-watch-toggle.ts';

/**
 * A star that watches or unwatches a token (its tokens tab and the portfolio follow); pressed
 * while watched.
 */
export function WatchButton({ token }: { token: Token }) {
  const watch = useWatchToggle(token);
  return (
    <span className="flex flex-col items-end">
      <button
        type="button"
        aria-pressed={watch.watched}
        aria-label={`Watch ${token.symbol}`}
        title={watch.watched ? `Stop watching ${token.symbol}` : `Watch ${token.symbol}`}
        aria-busy={watch.pending}
        onClick={watch.toggle}
        className={`rounded-lg px-2 py-1 text-lg leading-none hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent aria-busy:opacity-60 ${
          watch.watched ? 'text-accent' : 'text-muted'
        }`}
      >
        <span aria-hidden="true">{watch.watched ? '★' : '☆'}</span>
      </button>
      {watch.error && (
        <span role="alert" className="text-xs text-danger">
          {toUserMessage(watch.error)}
        </span>
      )}
    </span>
  );
}
