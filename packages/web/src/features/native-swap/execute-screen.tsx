import { Navigate, useParams } from 'react-router';
import { PLEASE_CONNECT_WALLET } from '@opswap/protocol/errors/messages';
import { routes } from '@opswap/protocol/routes/routes';
import { networkContracts } from '@opswap/protocol/tokens/network-contracts';
import { SessionGate } from '../../entities/activity/ui/session-gate.tsx';
import { LoadError, Loading } from '../../entities/activity/ui/query-states.tsx';
import { SwapSteps } from '../../entities/native-swap/swap-steps.tsx';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { TradeCard } from '../../entities/trade/trade-card.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useReservation } from './api/reservation-api.ts';
import { ExecuteStep } from './components/execute-step.tsx';

/** /swap/native/execute/{quoteHash}/{swapHash?}: step 3, review and execute (docs/native-swap.md#execute). */
export default function ExecuteScreen() {
  usePageTitle('Swap');
  const { quoteHash, swapHash } = useParams();
  const network = useNetworkStore((state) => state.network);
  const contracts = networkContracts(network);
  // Nothing to continue without a reservation; a swap already sent continues on its watch page.
  if (!quoteHash) return <Navigate to={routes.home()} replace />;
  if (swapHash) return <Navigate to={routes.nativeWatch(quoteHash, swapHash)} replace />;
  return (
    <TradeCard heading="Swap">
      <div className="flex flex-col gap-4">
        <SwapSteps current={3} />
        {contracts ? (
          <SessionGate notConnectedText={PLEASE_CONNECT_WALLET}>
            <LoadedReservation contracts={contracts} hash={quoteHash} />
          </SessionGate>
        ) : (
          <p className="text-center text-muted">Native swaps are not available on {network}.</p>
        )}
      </div>
    </TradeCard>
  );
}

function LoadedReservation({
  contracts,
  hash,
}: {
  contracts: NonNullable<ReturnType<typeof networkContracts>>;
  hash: string;
}) {
  const query = useReservation(hash);
  if (query.data) return <ExecuteStep contracts={contracts} reservation={query.data} />;
  if (query.isError) return <LoadError error={query.error} what="the reservation" />;
  return <Loading what="the reservation" />;
}
