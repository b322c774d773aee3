import { Link } from 'react-router';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { nextReservationPollStep } from '@opswap/protocol/reservations/polling';
import type { Reservation } from '@opswap/protocol/schemas/reservation';
import { SWAP_TOKENS, SWAPPING } from '@opswap/protocol/swap/swap-button';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { NATIVE_SYMBOLS } from '@opswap/protocol/tokens/networks';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { useToken } from '../../../lib/tokens/api/get-token.ts';
import { TradeButton } from '../../../lib/trade/trade-button.tsx';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useExecute } from '../hooks/use-execute.ts';
import { OrderSummary } from './order-summary.tsx';
import { WAITING_FOR_CONFIRMATION } from './reservation-progress.tsx';

/** 'Ready to Swap' is the spec's display of a Completed reservation; the wait is not worded. */
const READY_TO_SWAP = 'Ready to Swap';
const REORG_PROTECTION_STATUS = 'Reorg protection';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{value}</dd>
    </div>
  );
}

/** Step 3: the reservation's state, the reorg wait or expiry, the simulation and the swap. */
export function ExecuteStep({
  contracts,
  reservation,
}: {
  contracts: NetworkContracts;
  reservation: Reservation;
}) {
  const network = useNetworkStore((state) => state.network);
  const token = useToken(reservation.tokenAddress).data;
  const { screen, simulationError, outcome, error, swap } = useExecute(contracts, reservation);
  const poll = nextReservationPollStep({ kind: 'found', reservation });
  const sending = outcome === 'sending';
  return (
    <div className="flex flex-col gap-3">
      <OrderSummary
        token={{ symbol: reservation.tokenSymbol, decimals: token?.decimals ?? 18 }}
        bitcoinSymbol={NATIVE_SYMBOLS[network]}
        amountIn={reservation.amountIn}
        expectedAmountOut={reservation.amountOut}
        minimumAmountOut={reservation.simulationResult.minTokenOut}
        reorgProtection={reservation.settings.reorgProtection}
        estimatedSatGas={reservation.simulationResult.estimatedSatGas}
      />
      {screen && (
        <dl
          aria-label="Reservation"
          className="flex flex-col gap-1.5 rounded-xl border border-line px-4 py-3 text-sm"
        >
          <Row
            label="Status"
            value={
              screen.statusLabel ??
              (screen.reorgWaitBlocks > 0 ? REORG_PROTECTION_STATUS : READY_TO_SWAP)
            }
          />
          <Row label="Blocks remaining" value={String(screen.remainingBlocks)} />
          <Row label="Simulation" value={screen.simulationLabel} />
        </dl>
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
              <Link to="/activity" className="underline">
                Activity
              </Link>
            </>
          )}
        </p>
      )}
      <ErrorBox
        message={simulationError && !screen?.expired ? toUserMessage(simulationError) : error}
      />
      <TradeButton
        onClick={() => void swap()}
        disabled={!screen?.canSwap || sending}
        busy={sending}
      >
        {sending ? SWAPPING : SWAP_TOKENS}
      </TradeButton>
    </div>
  );
}
