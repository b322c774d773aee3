import { useParams } from 'react-router';
import { PLEASE_CONNECT_WALLET } from '@opswap/protocol/errors/messages';
import { networkContracts } from '@opswap/protocol/tokens/network-contracts';
import { SessionGate } from '../../entities/activity/ui/session-gate.tsx';
import { SwapSteps } from '../../entities/native-swap/swap-steps.tsx';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { TradeCard } from '../../entities/trade/trade-card.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { NewReservation } from './components/new-reservation.tsx';
import { ReservationProgress } from './components/reservation-progress.tsx';
import { useReserve } from './hooks/use-reserve.ts';

/** /swap/native/reserve/{quoteHash?}: step 2, reserve the swap (docs/native-swap.md#reserve). */
export default function ReserveScreen() {
  usePageTitle('Reserve');
  const { quoteHash } = useParams();
  const network = useNetworkStore((state) => state.network);
  const contracts = networkContracts(network);
  return (
    <TradeCard heading="Reserve">
      <div className="flex flex-col gap-4">
        <SwapSteps current={2} />
        {contracts ? (
          <ReserveStep contracts={contracts} hash={quoteHash ?? null} />
        ) : (
          <p className="text-center text-muted">Native swaps are not available on {network}.</p>
        )}
      </div>
    </TradeCard>
  );
}

function ReserveStep({
  contracts,
  hash,
}: {
  contracts: NonNullable<ReturnType<typeof networkContracts>>;
  hash: string | null;
}) {
  const reservation = useReserve(contracts);
  if (!hash) return <NewReservation contracts={contracts} reservation={reservation} />;
  return (
    <SessionGate notConnectedText={PLEASE_CONNECT_WALLET}>
      <ReservationProgress hash={hash} trackingError={reservation.trackingError} />
    </SessionGate>
  );
}
