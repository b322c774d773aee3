import { Link } from 'react-router';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { CONFIRM_SWAP } from '@opswap/protocol/reservations/execute-screen';
import { nextReservationPollStep } from '@opswap/protocol/reservations/polling';
import { routes } from '@opswap/protocol/routes/routes';
import type { Reservation } from '@opswap/protocol/schemas/reservation';
import { SWAP_TOKENS, SWAPPING } from '@opswap/protocol/swap/swap-button';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { TradeButton } from '../../../entities/trade/trade-button.tsx';
import { TransactionDialogs } from '../../../entities/transactions/transaction-dialogs.tsx';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { showSwapErrorToast } from '../../../ui/toast.tsx';
import { useExecute } from '../hooks/use-execute.ts';
import { ExecuteReview } from './execute-review.tsx';
import { ReservationOrderSummary } from './order-summary.tsx';
import { WAITING_FOR_CONFIRMATION } from './reservation-progress.tsx';
import { DetailCard, DetailRow } from '../../../ui/detail-rows.tsx';

/** 'Ready to Swap' is the spec's display of a Completed reservation; the wait is not worded. */
const READY_TO_SWAP = 'Ready to Swap';
const REORG_PROTECTION_STATUS = 'Reorg protection';

/**
 * Step 3: the reservation's state, the reorg wait or expiry, the simulation, and the swap after
 * its review; a failed swap opens the failure dialog, whose way back stays on this step.
 */
export function ExecuteStep({
  contracts,
  reservation,
}: {
  contracts: NetworkContracts;
  reservation: Reservation;
}) {
  const { screen, simulationError, outcome, recordingError, transaction, review } = useExecute(
    contracts,
    reservation,
  );
  const poll = nextReservationPollStep({ kind: 'found', reservation });
  const sending = outcome === 'sending';
  return (
    <div className="flex flex-col gap-3">
      <ReservationOrderSummary reservation={reservation} />
      {screen && (
        <DetailCard label="Reservation">
          <DetailRow
            label="Status"
            value={
              screen.statusLabel ??
              (screen.reorgWaitBlocks > 0 ? REORG_PROTECTION_STATUS : READY_TO_SWAP)
            }
          />
          <DetailRow label="Blocks remaining" value={String(screen.remainingBlocks)} />
          <DetailRow label="Simulation" value={screen.simulationLabel} />
        </DetailCard>
      )}
      {poll.kind === 'poll-again' && (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted">
          <Spinner size="sm" label="Waiting" />
          {WAITING_FOR_CONFIRMATION}
        </p>
      )}
      <ErrorBox message={poll.kind === 'failed' ? poll.message : null} />
      {screen?.message && (
        <p role="status" className="rounded-xl bg-surface-2 px-3 py-2 text-sm">
          {screen.message}
          {screen.message.includes('activity page') && (
            <>
              {' '}
              <Link to={routes.activity()} className="underline">
                Activity
              </Link>
            </>
          )}
        </p>
      )}
      <ErrorBox
        message={simulationError && !screen?.expired ? toUserMessage(simulationError) : null}
      />
      <ErrorBox
        message={
          recordingError &&
          `The swap was sent, but its activity could not be recorded: ${recordingError}`
        }
      />
      <TradeButton
        // Nothing was sent yet: what fails while opening the review is a toast.
        onClick={() => void review().catch((e: unknown) => showSwapErrorToast(toUserMessage(e)))}
        disabled={!screen?.canSwap || sending}
        busy={sending}
      >
        {sending ? SWAPPING : SWAP_TOKENS}
      </TradeButton>
      <TransactionDialogs
        {...transaction}
        review={{
          title: CONFIRM_SWAP,
          confirmLabel: CONFIRM_SWAP,
          // The reservation may expire, or its simulation fail, while the review is open.
          confirmDisabled: () => !screen?.canSwap,
          content: (plan) => <ExecuteReview reservation={plan} />,
        }}
        failure={{ title: 'Swap failed', backLabel: 'Back to Swap' }}
      />
    </div>
  );
}
