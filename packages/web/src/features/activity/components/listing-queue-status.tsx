import { getListingQueueDisplay } from '@opswap/protocol/listings/queue-position';
import { TokenAmount } from '../../../entities/activity/ui/token-amount.tsx';
import { useProviderQueueState } from '../../../entities/native-swap/listing-queries.ts';

/**
 * Where the wallet's open listing of a token waits (docs/native-swap.md#queue-positions): position/total
 * with the queue's name, or 'Getting fulfilled' once purged; and the tokens still listed.
 */
export function ListingQueueStatus({ token }: { token: string }) {
  const state = useProviderQueueState(token);
  if (state.isError) {
    return <p className="text-sm text-muted">Queue position unavailable.</p>;
  }
  if (!state.data) return <p className="text-sm text-muted">Reading the queue...</p>;
  const { provider, queue } = state.data;
  const place = getListingQueueDisplay(provider, queue);
  return (
    <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
      <div>
        <dt className="text-xs text-muted">Queue position</dt>
        <dd className="font-semibold" data-testid="listing-queue">
          {place.text ?? 'Not queued'}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted">Still listed</dt>
        <dd className="font-semibold">
          <TokenAmount address={token} amount={provider.liquidity} />
        </dd>
      </div>
    </dl>
  );
}
