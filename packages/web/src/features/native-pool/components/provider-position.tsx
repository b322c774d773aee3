import { nativePositionValueSats } from '@opswap/protocol/amm/positions';
import { groupThousands } from '@opswap/protocol/format/format-amount';
import { formatBasisPointsPercent } from '@opswap/protocol/format/percent';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { getListingQueueDisplay } from '@opswap/protocol/listings/queue-position';
import { INITIAL_LIQUIDITY_LOCKED } from '@opswap/protocol/market/native-swap-metrics';
import {
  INITIAL_LIQUIDITY_LOCKED_TEXT,
  NO_PROVIDER_POSITION,
} from '@opswap/protocol/nativeswap/add-native-form';
import type { Token } from '@opswap/protocol/tokens/token';
import { DetailCard, DetailRow } from '../../../ui/detail-rows.tsx';
import type { AddNativeForm } from '../hooks/use-add-native-form.ts';

/**
 * The wallet's provider position in the token's NativeSwap pool: what it lists, what buyers hold
 * reserved, its worth and place in the queue; the pool creator's liquidity shows as locked.
 */
export function ProviderPosition({ form, token }: { form: AddNativeForm; token: Token }) {
  const { position, slot } = form;
  const quote = form.pool.data?.quote ?? 0n;
  if (slot.isError) {
    return (
      <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
        Your position in this pool could not be read.
      </p>
    );
  }
  if (!slot.data) return null;
  if (!position) return <p className="px-1 text-sm text-muted">{NO_PROVIDER_POSITION}</p>;
  const value = nativePositionValueSats(position.liquidity, quote);
  const queue = getListingQueueDisplay(slot.data.provider, slot.data.queue);
  return (
    <section aria-label="Your position" className="flex flex-col gap-2">
      <h2 className="px-1 text-sm font-semibold text-text">Your position</h2>
      <DetailCard label="Your position">
        <DetailRow label="Listed" value={formatTokenAmount(position.liquidity, token)} />
        <DetailRow label="Reserved by buyers" value={formatTokenAmount(position.reserved, token)} />
        {value !== null && <DetailRow label="Worth" value={`${groupThousands(value)} sats`} />}
        <DetailRow label="Share of pool" value={formatBasisPointsPercent(position.shareBps)} />
        {queue.text !== null && <DetailRow label="Queue" value={queue.text} />}
        <DetailRow label="Status" value={position.status} />
        {position.locked && (
          <DetailRow
            label="Initial liquidity"
            value={INITIAL_LIQUIDITY_LOCKED}
            valueClassName="text-warning"
          />
        )}
      </DetailCard>
      {position.locked && (
        <p className="px-1 text-xs text-muted">{INITIAL_LIQUIDITY_LOCKED_TEXT}</p>
      )}
    </section>
  );
}
