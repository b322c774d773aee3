import { useState } from 'react';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { POOL_DETAIL_TEXTS } from '@opswap/protocol/amm/positions-texts';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { WITHDRAW_LISTING_TEXTS } from '@opswap/protocol/listings/withdraw-listing';
import { networkContracts, type NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { NativePositionView } from '../../../entities/activity/use-pool-positions.ts';
import { TransactionLink } from '../../../entities/activity/ui/transaction-link.tsx';
import { ActivityStatusLine } from '../../../entities/transactions/activity-status-line.tsx';
import { TransactionDialogs } from '../../../entities/transactions/transaction-dialogs.tsx';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { ConfirmRow } from '../../../ui/detail-rows.tsx';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { useWithdrawListing } from '../hooks/use-withdraw-listing.ts';

/**
 * 'Withdraw' on a NativeSwap position while NativeSwap is in withdraw mode: the tokens that come
 * back shown before confirming, the withdrawal's status once sent, or the 'Withdraw failed'
 * dialog.
 */
export function WithdrawListing({
  position,
  name,
}: {
  position: NativePositionView;
  name: string;
}) {
  const network = useNetworkStore((state) => state.network);
  const contracts = networkContracts(network);
  return contracts ? <WithdrawFlow position={position} name={name} contracts={contracts} /> : null;
}

function WithdrawFlow({
  position,
  name,
  contracts,
}: {
  position: NativePositionView;
  name: string;
  contracts: NetworkContracts;
}) {
  const withdrawal = useWithdrawListing(contracts);
  const { flow, recording } = withdrawal;
  const token = position.pool.token.address;
  const [reviewError, setReviewError] = useState<string | null>(null);

  if (flow.step === 'sent') {
    return (
      <div className="flex w-full flex-col gap-1 rounded-xl bg-surface-2 p-3 text-sm" role="status">
        <p className="font-semibold">
          {WITHDRAW_LISTING_TEXTS.sent} <TransactionLink transactionId={flow.transactionId} />
        </p>
        {recording.status === 'recorded' && (
          <ActivityStatusLine transactionId={flow.transactionId} />
        )}
        {recording.status === 'failed' && (
          <p className="text-warning">
            The withdrawal was sent, but its activity could not be recorded: {recording.message}
          </p>
        )}
      </div>
    );
  }

  const open = async () => {
    setReviewError(null);
    try {
      await withdrawal.review({ token, amount: position.liquidity });
    } catch (error) {
      setReviewError(toUserMessage(error));
    }
  };

  return (
    <>
      <button
        type="button"
        aria-label={`${WITHDRAW_LISTING_TEXTS.action}: ${name}`}
        onClick={() => void open()}
        disabled={withdrawal.phase !== 'idle'}
        className="rounded-full bg-accent px-4 py-2 text-sm font-semibold text-accent-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60"
      >
        {WITHDRAW_LISTING_TEXTS.action}
      </button>
      <ErrorBox message={reviewError} />
      <TransactionDialogs
        {...withdrawal}
        review={{
          title: WITHDRAW_LISTING_TEXTS.title,
          confirmLabel: WITHDRAW_LISTING_TEXTS.confirm,
          busyLabel: WITHDRAW_LISTING_TEXTS.busy,
          content: ({ amount }) => (
            <div className="flex flex-col gap-3 text-text">
              <p>{WITHDRAW_LISTING_TEXTS.explanation}</p>
              <dl className="flex flex-col gap-1.5">
                <ConfirmRow label={WITHDRAW_LISTING_TEXTS.youGetBack}>
                  {formatTokenAmount(amount, position.pool.token)}
                </ConfirmRow>
              </dl>
            </div>
          ),
        }}
        failure={{
          title: WITHDRAW_LISTING_TEXTS.failedTitle,
          backLabel: POOL_DETAIL_TEXTS.backToPools,
        }}
      />
    </>
  );
}
