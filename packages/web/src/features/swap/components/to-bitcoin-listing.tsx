import { formatBtc } from '@opswap/protocol/format/format-amount';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import {
  BELOW_MINIMUM_LISTING_WARNING,
  LISTING_SLASHING_WARNING,
  satsText,
} from '@opswap/protocol/listings/to-bitcoin-listing';
import { priorityListingCost } from '@opswap/protocol/nativeswap/queue-fees';
import { isBelowMinimumListing } from '@opswap/protocol/swap/to-bitcoin-button';
import { NATIVE_SYMBOLS } from '@opswap/protocol/tokens/networks';
import type { Token } from '@opswap/protocol/tokens/token';
import { useNativeSwapFees } from '../../../entities/native-swap/listing-queries.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { TransactionDialogs } from '../../../entities/transactions/transaction-dialogs.tsx';
import { TransactionSuccess } from '../../../entities/transactions/transaction-success.tsx';
import type { useToBitcoinListing } from '../hooks/use-to-bitcoin-listing.ts';
import type { ListingPlan } from '../stores/to-bitcoin-flow.ts';
import { ListingPriorityField } from './listing-priority-field.tsx';
import { ConfirmRow } from '../../../ui/detail-rows.tsx';

type Listing = ReturnType<typeof useToBitcoinListing>;

export interface ToBitcoinListingProps {
  listing: Listing;
  sellToken: Token | null;
  /** Tokens to list; null while empty. */
  sellAmount: bigint | null;
  /** The sats the listing is worth at the quote; null until quoted. */
  bitcoinAmountSats: bigint | null;
}

/**
 * The to-Bitcoin part of the swap form: the priority choice, the below-minimum and slashing
 * warnings, the listing's confirmation and its failure dialog.
 */
export function ToBitcoinListing(props: ToBitcoinListingProps) {
  const { listing, sellToken, sellAmount, bitcoinAmountSats } = props;
  const belowMinimum =
    bitcoinAmountSats !== null &&
    bitcoinAmountSats > 0n &&
    isBelowMinimumListing(bitcoinAmountSats);
  return (
    <div className="flex flex-col gap-3">
      <ListingPriorityField
        choice={listing.priority}
        onChoice={listing.choosePriority}
        token={sellToken}
        amount={sellAmount}
      />
      {belowMinimum && (
        <p role="alert" className="rounded-lg bg-warning/10 px-3 py-2 text-sm text-warning">
          {BELOW_MINIMUM_LISTING_WARNING}
        </p>
      )}
      <p className="text-xs text-muted">{LISTING_SLASHING_WARNING}</p>
      <TransactionDialogs
        {...listing}
        review={{
          title: 'Confirm Listing',
          confirmLabel: 'Confirm Listing',
          content: (plan, needsApproval) => (
            <ListingReview plan={plan} needsApproval={needsApproval} />
          ),
        }}
        failure={{ title: 'Listing failed', backLabel: 'Back to Swap' }}
      />
    </div>
  );
}

/** What the user confirms before listing. */
function ListingReview({ plan, needsApproval }: { plan: ListingPlan; needsApproval: boolean }) {
  const network = useNetworkStore((state) => state.network);
  const baseFee = useNativeSwapFees().data?.priorityQueueBaseFee;
  const cost = plan.priority === 'High' ? priorityListingCost(plan.amount, baseFee) : null;
  return (
    <div className="flex flex-col gap-3 text-text">
      <dl className="flex flex-col gap-1.5">
        <ConfirmRow label="You list">{formatTokenAmount(plan.amount, plan.sellToken)}</ConfirmRow>
        <ConfirmRow label="You receive about">
          {formatBtc(plan.bitcoinAmountSats)} {NATIVE_SYMBOLS[network]}
        </ConfirmRow>
        <ConfirmRow label="Priority">{plan.priority}</ConfirmRow>
        <ConfirmRow label="Paid to">
          <span className="font-mono text-xs break-all" data-testid="listing-receiver">
            {plan.receiver}
          </span>
        </ConfirmRow>
        {cost && (
          <ConfirmRow label="Priority cost">
            {satsText(cost.satoshis)} + {formatTokenAmount(cost.tokenTax, plan.sellToken)}
          </ConfirmRow>
        )}
      </dl>
      <p className="text-muted">
        Buyers pay your 1-block CSV address above as they fill the listing; what you receive follows
        the price when they buy.
      </p>
      <p className="text-muted">{LISTING_SLASHING_WARNING}</p>
      {needsApproval && (
        <p className="rounded-lg bg-warning/10 px-3 py-2 text-warning">
          NativeSwap may not spend your {plan.sellToken.symbol} yet: your wallet first approves it,
          and the listing follows once a block has mined the approval.
        </p>
      )}
    </div>
  );
}

/**
 * After the listing is sent: the success view, back to a fresh form; should the mined listing
 * revert, its failure dialog goes back to the listing with its inputs, to try again.
 */
export function ToBitcoinSuccess({ listing, onDone }: { listing: Listing; onDone: () => void }) {
  const network = useNetworkStore((state) => state.network);
  if (listing.flow.step !== 'sent') return null;
  const { plan, transactionId } = listing.flow;
  return (
    <TransactionSuccess
      title="Listing submitted"
      summary={`Listed ${formatTokenAmount(plan.amount, plan.sellToken)} for about ${formatBtc(
        plan.bitcoinAmountSats,
      )} ${NATIVE_SYMBOLS[network]} (${plan.priority} priority)`}
      transactionId={transactionId}
      recording={listing.recording}
      doneLabel="New Swap"
      onDone={() => {
        listing.reset();
        onDone();
      }}
      failedTitle="Listing failed"
      onBack={listing.reset}
    />
  );
}
