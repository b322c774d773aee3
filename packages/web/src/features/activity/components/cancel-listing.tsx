import { CANCEL_LISTING_FAILED_TITLE } from '@opswap/protocol/errors/messages';
import { formatBasisPointsPercent } from '@opswap/protocol/format/percent';
import {
  CANCEL_LISTING,
  CANCEL_LISTING_SLASHING_TEXT,
  CANCEL_LISTING_TITLE,
  CONFIRM_CANCEL_LISTING,
  KEEP_LISTING,
} from '@opswap/protocol/listings/to-bitcoin-listing';
import { TokenAmount } from '../../../entities/activity/ui/token-amount.tsx';
import { TransactionLink } from '../../../entities/activity/ui/transaction-link.tsx';
import { networkContracts, type NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { ActivityStatusLine } from '../../../entities/transactions/activity-status-line.tsx';
import { TransactionDialogs } from '../../../entities/transactions/transaction-dialogs.tsx';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { useCancelListing } from '../hooks/use-cancel-listing.ts';
import { ConfirmRow } from '../../../ui/detail-rows.tsx';

/**
 * 'Cancel Listing' for the wallet's open listing of a token: the slashing penalty shown before
 * confirming, the cancellation's status once sent, or the 'Cancel listing failed' dialog. Shown
 * only where the network has NativeSwap.
 */
export function CancelListing({ token }: { token: string }) {
  const network = useNetworkStore((state) => state.network);
  const contracts = networkContracts(network);
  return contracts ? <CancelListingFlow token={token} contracts={contracts} /> : null;
}

function CancelListingFlow({ token, contracts }: { token: string; contracts: NetworkContracts }) {
  const cancel = useCancelListing(contracts);
  const { flow, recording } = cancel;

  if (flow.step === 'sent') {
    return (
      <div className="mt-3 flex flex-col gap-1 rounded-xl bg-surface-2 p-3 text-sm" role="status">
        <p className="font-semibold">
          Cancellation sent <TransactionLink transactionId={flow.transactionId} />
        </p>
        {recording.status === 'recorded' && (
          <ActivityStatusLine transactionId={flow.transactionId} />
        )}
        {recording.status === 'failed' && (
          <p className="text-warning">
            The cancellation was sent, but its activity could not be recorded: {recording.message}
          </p>
        )}
      </div>
    );
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void cancel.start(token)}
        disabled={cancel.loading}
        className="mt-3 rounded-xl border border-danger/40 px-3 py-2 text-sm font-semibold text-danger hover:bg-danger/10 disabled:opacity-60"
      >
        {cancel.loading ? 'Reading the penalty...' : CANCEL_LISTING}
      </button>
      <ErrorBox message={cancel.previewError} />
      <TransactionDialogs
        {...cancel}
        review={{
          title: CANCEL_LISTING_TITLE,
          confirmLabel: CONFIRM_CANCEL_LISTING,
          cancelLabel: KEEP_LISTING,
          busyLabel: 'Cancelling...',
          content: ({ preview }) => (
            <div className="flex flex-col gap-3 text-text">
              <p className="rounded-lg bg-warning/10 px-3 py-2 text-warning">
                {CANCEL_LISTING_SLASHING_TEXT}
              </p>
              <dl className="flex flex-col gap-1.5">
                <ConfirmRow label="Listed">
                  <TokenAmount address={token} amount={preview.listed} />
                </ConfirmRow>
                <ConfirmRow label={`Penalty (${formatBasisPointsPercent(preview.penaltyBps)})`}>
                  <TokenAmount address={token} amount={preview.penalty} />
                </ConfirmRow>
                <ConfirmRow label="You get back">
                  <TokenAmount address={token} amount={preview.refund} />
                </ConfirmRow>
              </dl>
            </div>
          ),
        }}
        failure={{ title: CANCEL_LISTING_FAILED_TITLE, backLabel: 'Back to Swap' }}
      />
    </>
  );
}
