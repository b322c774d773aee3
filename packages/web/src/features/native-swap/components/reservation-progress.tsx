import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { nextReservationPollStep } from '@opswap/protocol/reservations/polling';
import { getReserveButton } from '@opswap/protocol/swap/reserve-screen';
import { TradeButton } from '../../../entities/trade/trade-button.tsx';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useReservation } from '../api/reservation-api.ts';
import { ReservationOrderSummary } from './order-summary.tsx';

/** Not worded by the spec: the wait between sending the reservation and its block. */
export const WAITING_FOR_CONFIRMATION = 'Waiting for the reservation to be confirmed…';
export const RESERVATION_ALREADY_USED = 'Already Used';

/**
 * Step 2 after sending: the reservation polled until the indexer confirms it, then on to the
 * execute screen; a failure shows 'Reservation failed: {reason}'.
 */
export function ReservationProgress({
  hash,
  trackingError,
}: {
  hash: string;
  trackingError: string | null;
}) {
  const navigate = useNavigate();
  const query = useReservation(hash);
  const reservation = query.data;
  const step = reservation ? nextReservationPollStep({ kind: 'found', reservation }) : null;
  const route = step?.kind === 'navigate-to-execute' ? step.route : null;
  useEffect(() => {
    if (route) void navigate(route);
  }, [navigate, route]);

  const button = getReserveButton('sent');
  return (
    <div className="flex flex-col gap-3">
      {reservation && <ReservationOrderSummary reservation={reservation} />}
      {(!step || step.kind === 'poll-again' || step.kind === 'navigate-to-execute') && (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted">
          <Spinner size="sm" label="Waiting" />
          {WAITING_FOR_CONFIRMATION}
        </p>
      )}
      {step?.kind === 'already-used' && (
        <p className="text-center text-sm text-muted">{RESERVATION_ALREADY_USED}</p>
      )}
      <ErrorBox message={step?.kind === 'failed' ? step.message : null} />
      <ErrorBox message={trackingError} />
      <TradeButton onClick={() => undefined} disabled busy={false}>
        {button.text}
      </TradeButton>
    </div>
  );
}
