import type { Dispatch } from 'react';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import {
  CONFIRM_HIGH_PRIORITY,
  HIGH_PRIORITY_TITLE,
  KEEP_STANDARD_PRIORITY,
  LISTING_PRIORITY_LEGEND,
  highPriorityWarning,
  satsText,
} from '@opswap/protocol/listings/to-bitcoin-listing';
import {
  PRIORITY_QUEUE_BASE_FEE_SATS,
  PRIORITY_QUEUE_TOKEN_TAX_PERCENT,
} from '@opswap/protocol/constants';
import { priorityListingCost } from '@opswap/protocol/nativeswap/queue-fees';
import type {
  ListingPriority,
  ListingPriorityChoice,
  ListingPriorityEvent,
} from '@opswap/protocol/swap/listing-priority';
import type { Token } from '@opswap/protocol/tokens/token';
import { useNativeSwapFees } from '../../../entities/native-swap/listing-queries.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { OptionGroup } from '../../../ui/option-group.tsx';

const PRIORITY_OPTIONS: readonly { id: ListingPriority; label: string }[] = [
  { id: 'Standard', label: 'Standard' },
  { id: 'High', label: 'High' },
];

export interface ListingPriorityFieldProps {
  choice: ListingPriorityChoice;
  onChoice: Dispatch<ListingPriorityEvent>;
  token: Token | null;
  /** The tokens to list; null while empty. */
  amount: bigint | null;
}

/**
 * Standard or High priority for a to-Bitcoin listing (docs/native-swap.md#listing-priority). Choosing High opens a warning
 * with its cost (the priority queue base fee plus 3 percent of the tokens); High applies once
 * confirmed there.
 */
export function ListingPriorityField({
  choice,
  onChoice,
  token,
  amount,
}: ListingPriorityFieldProps) {
  const baseFee = useNativeSwapFees().data?.priorityQueueBaseFee ?? PRIORITY_QUEUE_BASE_FEE_SATS;
  const cost = amount !== null && amount > 0n ? priorityListingCost(amount, baseFee) : null;
  return (
    <>
      <OptionGroup
        legend={LISTING_PRIORITY_LEGEND}
        options={PRIORITY_OPTIONS}
        value={choice.priority}
        onChange={(priority) => onChoice({ type: 'choose', priority })}
      />
      <ConfirmDialog
        open={choice.confirmingHigh}
        title={HIGH_PRIORITY_TITLE}
        onClose={() => onChoice({ type: 'dismiss-high' })}
        content={
          <div className="flex flex-col gap-3 text-text">
            <p className="rounded-lg bg-warning/10 px-3 py-2 text-warning">
              {highPriorityWarning(baseFee)}
            </p>
            {cost && token && (
              <dl className="flex flex-col gap-1.5">
                <div className="flex justify-between gap-3">
                  <dt className="text-muted">Priority queue fee</dt>
                  <dd className="font-semibold">{satsText(cost.satoshis)}</dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-muted">
                    Token tax ({PRIORITY_QUEUE_TOKEN_TAX_PERCENT.toString()}%)
                  </dt>
                  <dd className="font-semibold">{formatTokenAmount(cost.tokenTax, token)}</dd>
                </div>
              </dl>
            )}
          </div>
        }
        buttons={[
          {
            label: KEEP_STANDARD_PRIORITY,
            type: 'neutral',
            onClick: () => onChoice({ type: 'dismiss-high' }),
          },
          {
            label: CONFIRM_HIGH_PRIORITY,
            type: 'confirm',
            onClick: () => onChoice({ type: 'confirm-high' }),
          },
        ]}
      />
    </>
  );
}
