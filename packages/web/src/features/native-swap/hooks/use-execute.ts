import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NO_WALLET_CONNECTED } from '@opswap/protocol/errors/messages';
import { UserFacingError } from '@opswap/protocol/errors/wallet-errors';
import {
  type ExecuteSendOutcome,
  type ExecuteSimulation,
  getExecuteScreen,
  SWAP_NO_RECEIPT_MESSAGE,
} from '@opswap/protocol/reservations/execute-screen';
import { routes } from '@opswap/protocol/routes/routes';
import type { Reservation } from '@opswap/protocol/schemas/reservation';
import { reservedSwapFees } from '@opswap/protocol/swap/transaction-fees';
import { flowFailure } from '@opswap/protocol/transactions/transaction-flow';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { NATIVE_TOKEN_ADDRESS } from '@opswap/protocol/tokens/token';
import { useBlockNumber } from '../../../lib/chain/use-block-number.ts';
import {
  isReservationSwapped,
  markReservationSwapped,
} from '../../../entities/native-swap/swapped-reservations.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import type { SentInteraction } from '../../../entities/transactions/transaction-chain.ts';
import { useTransactionFlow } from '../../../entities/transactions/use-transaction-flow.ts';
import { useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';

/** The providers to pay, exactly as the reservation's events named them. */
export function paymentsOf(reservation: Reservation) {
  return (reservation.events?.providers ?? []).map((provider) => ({
    to: provider.depositAddress,
    value: provider.satoshisAmount,
  }));
}

/**
 * Step 3 (protocol execute-screen): once the reorg wait is over the swap is simulated each block;
 * 'Swap' opens its review and 'Confirm Swap' sends it paying each provider, records the NativeSwap activity, puts the reservation on
 * the ignore list and moves on to the watch screen.
 */
export function useExecute(contracts: NetworkContracts, reservation: Reservation | undefined) {
  const navigate = useNavigate();
  const network = useNetworkStore((state) => state.network);
  const wallet = useConnectedWallet();
  const block = useBlockNumber();
  const flow = useTransactionFlow<Reservation, SentInteraction>({
    fees: reservedSwapFees,
    send: async (swapped, { network, wallet, fees }) => {
      const chain = await loadChainModule(() => import('../chain/swap-chain.ts'));
      const sent = await chain.sendSwap(
        { network, contracts, token: swapped.tokenAddress, payments: paymentsOf(swapped) },
        wallet,
        fees,
      );
      if (!sent.transactionId) throw new UserFacingError(SWAP_NO_RECEIPT_MESSAGE);
      return sent;
    },
    afterSend: (swapped) => markReservationSwapped(swapped.hash),
    activity: (swapped, sent, { fees }) => ({
      type: 'NativeSwap',
      transactionId: sent.transactionId,
      data: {
        reservationHash: swapped.hash,
        tokenOne: NATIVE_TOKEN_ADDRESS,
        tokenTwo: swapped.tokenAddress,
        tokenAddress: swapped.tokenAddress,
        amountIn: swapped.amountIn.toString(),
        amountOut: swapped.amountOut.toString(),
        feeRate: fees.feeRate,
        ...(sent.interactionAddress ? { interactionAddress: sent.interactionAddress } : {}),
        ...(sent.compiledTargetScript ? { compiledTargetScript: sent.compiledTargetScript } : {}),
      },
    }),
  });
  const failure = flowFailure(flow.flow);
  let outcome: ExecuteSendOutcome = 'idle';
  if (flow.phase === 'sending') outcome = 'sending';
  else if (failure === SWAP_NO_RECEIPT_MESSAGE) outcome = 'no-receipt';

  const confirmed =
    (reservation?.status === 'Completed' || reservation?.status === 'Spent') &&
    reservation.expiresAtBlock !== null &&
    reservation.confirmedAtBlock !== null
      ? {
          expiresAtBlock: reservation.expiresAtBlock,
          confirmedAtBlock: reservation.confirmedAtBlock,
        }
      : null;
  /** The screen for the confirmed reservation, with what is known of its simulation. */
  const screenWith = (simulation: ExecuteSimulation, swapAlreadyPending: boolean) =>
    confirmed && block !== undefined && reservation
      ? getExecuteScreen({
          currentBlock: block,
          ...confirmed,
          reorgProtectionBlocks: reservation.settings.reorgProtection,
          simulation,
          swapAlreadyPending,
          sendOutcome: outcome,
        })
      : null;
  const before = screenWith('not-simulated', false);
  const ready = before !== null && !before.expired && before.reorgWaitBlocks === 0;
  const simulation = useQuery({
    queryKey: [
      'native-swap',
      network,
      'swap-simulation',
      wallet?.address ?? null,
      reservation?.hash ?? '',
      block ?? null,
    ],
    enabled: ready && wallet !== null && reservation !== undefined,
    queryFn: async (): Promise<string | null> => {
      if (!wallet || !reservation) return NO_WALLET_CONNECTED;
      const chain = await loadChainModule(() => import('../chain/swap-chain.ts'));
      return chain.simulateSwap(
        { network, contracts, token: reservation.tokenAddress, payments: paymentsOf(reservation) },
        wallet,
      );
    },
    retry: false,
    placeholderData: keepPreviousData,
  });
  let simulated: ExecuteSimulation = 'not-simulated';
  if (ready && simulation.data !== undefined) {
    simulated = simulation.data === null ? 'success' : 'error';
  }

  const swapAlreadyPending =
    reservation !== undefined &&
    outcome !== 'sending' &&
    (reservation.status === 'Spent' || isReservationSwapped(reservation.hash));
  const screen = screenWith(simulated, swapAlreadyPending);

  // On to the watch screen once the swap's activity (which holds its cancel data) is recorded.
  const watchRoute =
    flow.flow.step === 'sent' && flow.recording.status === 'recorded'
      ? routes.nativeWatch(flow.flow.plan.hash, flow.flow.transactionId)
      : null;
  useEffect(() => {
    if (watchRoute) void navigate(watchRoute);
  }, [navigate, watchRoute]);

  return {
    screen,
    simulationError:
      simulated === 'error' && typeof simulation.data === 'string' ? simulation.data : null,
    outcome,
    /** Why the swap's activity could not be recorded; the swap was sent all the same. */
    recordingError: flow.recording.status === 'failed' ? flow.recording.message : null,
    /** The swap's flow, for its review and failure dialogs. */
    transaction: flow,
    /** Opens the review of the swap; it is sent once confirmed there. */
    review: () => (reservation ? flow.review(reservation) : Promise.resolve()),
  };
}
