import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { routes } from '@opswap/protocol/routes/routes';
import { networkContracts, type NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { canCancelSwap } from '@opswap/protocol/watch/cancel';
import { swapCancelDataOf } from '@opswap/protocol/watch/swap-watch-data';
import { SessionGate } from '../../../entities/activity/ui/session-gate.tsx';
import { SwapSteps } from '../../../entities/native-swap/swap-steps.tsx';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { TradeCard } from '../../../entities/trade/trade-card.tsx';
import { CancelPanel } from './components/cancel-panel.tsx';
import { SwapFacts } from './components/swap-facts.tsx';
import { WatchStatus } from './components/watch-status.tsx';
import { requestNotificationPermission, useDangerAlerts } from './hooks/danger-alerts.ts';
import { useSwapCancel } from './hooks/use-swap-cancel.ts';
import { useSwapWatch } from './hooks/use-swap-watch.ts';

const WATCH_NEEDS_WALLET = 'Please connect your wallet to follow this swap.';

function SwapWatch(props: {
  contracts: NetworkContracts;
  reservationHash: string;
  swapTransactionId: string;
}) {
  const { reservationHash, swapTransactionId } = props;
  const network = useNetworkStore((state) => state.network);
  const watch = useSwapWatch(props.contracts, reservationHash, swapTransactionId);
  const { status, cancel } = useSwapCancel(swapTransactionId, swapCancelDataOf(watch.swapData));
  const pending = canCancelSwap(watch.state);
  useDangerAlerts(pending && watch.danger.inDanger);

  const { autoCancelNow } = watch.danger;
  const { dispatch } = watch;
  useEffect(() => {
    if (!autoCancelNow) return;
    dispatch({ type: 'auto-cancel-attempted' });
    void cancel();
  }, [autoCancelNow, dispatch, cancel]);

  const reservation = watch.reservation;
  return (
    <div className="flex flex-col gap-4">
      <SwapSteps current={4} />
      <WatchStatus
        state={watch.state}
        failedReason={watch.activity?.failedReason}
        danger={watch.danger}
      />
      <SwapFacts
        state={watch.state}
        network={network}
        swapTransactionId={swapTransactionId}
        reservationHash={reservationHash}
        amountIn={watch.swapData?.amountIn ?? reservation?.amountIn ?? null}
        amountOut={watch.swapData?.amountOut ?? reservation?.amountOut ?? null}
        tokenAddress={reservation?.tokenAddress ?? watch.swapData?.tokenAddress ?? null}
        tokenSymbol={reservation?.tokenSymbol ?? null}
      />
      {pending ? (
        <CancelPanel
          atRisk={watch.danger.recommendCancel}
          autoProtection={watch.autoProtection}
          onAutoProtectionChange={(enabled) => {
            if (enabled) requestNotificationPermission();
            dispatch({ type: 'auto-protection-changed', enabled });
          }}
          status={status}
          onCancel={() => void cancel()}
        />
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link
            to={routes.home()}
            className="flex-1 rounded-xl bg-accent px-4 py-3 text-center font-semibold text-accent-text hover:opacity-90"
          >
            Back to Swap
          </Link>
          <Link
            to={routes.activity()}
            className="flex-1 rounded-xl border border-line bg-surface-2 px-4 py-3 text-center font-semibold hover:bg-line"
          >
            View Activity
          </Link>
        </div>
      )}
    </div>
  );
}

/** /swap/native/watch/{quoteHash or orderHash}/{swapHash or swapTransactionId}: step 4. */
export default function WatchScreen() {
  const { orderHash, swapHash } = useParams();
  const network = useNetworkStore((state) => state.network);
  const contracts = networkContracts(network);
  return (
    <TradeCard heading="Swap">
      <SessionGate notConnectedText={WATCH_NEEDS_WALLET}>
        {contracts && orderHash && swapHash ? (
          <SwapWatch
            key={`${network}:${swapHash}`}
            contracts={contracts}
            reservationHash={orderHash}
            swapTransactionId={swapHash}
          />
        ) : null}
      </SessionGate>
    </TradeCard>
  );
}
