import { useNavigate } from 'react-router';
import { CANCEL_LISTING_FAILED_TITLE } from '@opswap/protocol/errors/messages';
import { formatBasisPointsPercent } from '@opswap/protocol/format/percent';
import {
  CANCEL_LISTING,
  CANCEL_LISTING_SLASHING_TEXT,
  CANCEL_LISTING_TITLE,
  CONFIRM_CANCEL_LISTING,
  KEEP_LISTING,
} from '@opswap/protocol/listings/to-bitcoin-listing';
import { routes } from '@opswap/protocol/routes/routes';
import { TokenAmount } from '../../../lib/activity/ui/token-amount.tsx';
import { TransactionLink } from '../../../lib/activity/ui/transaction-link.tsx';
import { ActivityStatusLine } from '../../../lib/transactions/activity-status-line.tsx';
import { TransactionFailedDialog } from '../../../lib/transactions/transaction-failed-dialog.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useCancelListing } from '../hooks/use-cancel-listing.ts';
import { ConfirmRow } from '../../../ui/detail-rows.tsx';

/**
 * 'Cancel Listing' for the wallet's open listing of a token: the slashing penalty shown before
 * confirming, the cancellation's status once sent, or the 'Cancel listing failed' dialog.
 */
export function CancelListing({ token }: { token: string }) {
  const cancel = useCancelListing();
  const navigate = useNavigate();
  const { flow } = cancel;
  const preview = flow.step === 'confirming' || flow.step === 'sending' ? flow.preview : null;

  if (flow.step === 'sent') {
    return (
      <div className="mt-3 flex flex-col gap-1 rounded-xl bg-surface-2 p-3 text-sm" role="status">
        <p className="font-semibold">
          Cancellation sent <TransactionLink transactionId={flow.transactionId} />
        </p>
        {cancel.recording.status === 'recorded' && (
          <ActivityStatusLine transactionId={flow.transactionId} />
        )}
        {cancel.recording.status === 'failed' && (
          <p className="text-warning">
            The cancellation was sent, but its activity could not be recorded:{' '}
            {cancel.recording.message}
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
        disabled={flow.step === 'loading'}
        className="mt-3 rounded-xl border border-danger/40 px-3 py-2 text-sm font-semibold text-danger hover:bg-danger/10 disabled:opacity-60"
      >
        {flow.step === 'loading' ? 'Reading the penalty...' : CANCEL_LISTING}
      </button>
      <ConfirmDialog
        open={preview !== null}
        title={CANCEL_LISTING_TITLE}
        onClose={cancel.close}
        closeable={flow.step !== 'sending'}
        content={
          preview && (
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
          )
        }
        buttons={[
          { label: KEEP_LISTING, type: 'neutral', onClick: cancel.close },
          {
            label: flow.step === 'sending' ? 'Cancelling...' : CONFIRM_CANCEL_LISTING,
            type: 'confirm',
            onClick: () => void cancel.confirm(),
            disabled: flow.step === 'sending',
          },
        ]}
      />
      <TransactionFailedDialog
        flow={flow}
        title={CANCEL_LISTING_FAILED_TITLE}
        backLabel="Back to Swap"
        onBack={() => {
          cancel.close();
          void navigate(routes.home());
        }}
      />
    </>
  );
}
