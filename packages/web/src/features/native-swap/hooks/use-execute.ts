import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { NO_WALLET_CONNECTED } from '@opswap/protocol/errors/messages';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import {
  type ExecuteSendOutcome,
  type ExecuteSimulation,
  getExecuteScreen,
} from '@opswap/protocol/reservations/execute-screen';
import { routes } from '@opswap/protocol/routes/routes';
import type { Reservation } from '@opswap/protocol/schemas/reservation';
import { poolSwapFees } from '@opswap/protocol/swap/transaction-fees';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { NATIVE_TOKEN_ADDRESS } from '@opswap/protocol/tokens/token';
import { recordActivity } from '../../../lib/activity/record-activity.ts';
import { useBlockNumber } from '../../../lib/chain/use-block-number.ts';
import {
  isReservationSwapped,
  markReservationSwapped,
} from '../../../lib/native-swap/swapped-reservations.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { refreshTokenBalances } from '../../../lib/tokens/use-token-balance.ts';
import { useConnectedWallet, useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import { feesFromSettings } from '../../../lib/transactions/settings-fees.ts';

/** The providers to pay, exactly as the reservation's events named them. */
export function paymentsOf(reservation: Reservation) {
  return (reservation.events?.providers ?? []).map((provider) => ({
    to: provider.depositAddress,
    value: provider.satoshisAmount,
  }));
}

/**
 * Step 3 (protocol execute-screen): once the reorg wait is over the swap is simulated each block;
 * 'Swap' sends it paying each provider, records the NativeSwap activity, puts the reservation on
 * the ignore list and moves on to the watch screen.
 */
export function useExecute(contracts: NetworkContracts, reservation: Reservation | undefined) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const network = useNetworkStore((state) => state.network);
  const wallet = useConnectedWallet();
  const block = useBlockNumber();
  const [outcome, setOutcome] = useState<ExecuteSendOutcome>('idle');
  const [error, setError] = useState<string | null>(null);

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
    queryKey: ['native-swap', network, 'swap-simulation', reservation?.hash ?? '', block ?? null],
    enabled: ready && wallet !== null && reservation !== undefined,
    queryFn: async (): Promise<string | null> => {
      if (!wallet || !reservation) return NO_WALLET_CONNECTED;
      const chain = await import('../chain/swap-chain.ts');
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

  const swap = useCallback(async () => {
    if (!reservation) return;
    setOutcome('sending');
    setError(null);
    try {
      const current = useWalletStore.getState().wallet;
      if (!current) throw new Error(NO_WALLET_CONNECTED);
      const [chain, fees] = await Promise.all([
        import('../chain/swap-chain.ts'),
        feesFromSettings(network, poolSwapFees),
      ]);
      const sent = await chain.sendSwap(
        { network, contracts, token: reservation.tokenAddress, payments: paymentsOf(reservation) },
        current,
        fees,
      );
      if (!sent.transactionId) {
        setOutcome('no-receipt');
        return;
      }
      markReservationSwapped(reservation.hash);
      void refreshTokenBalances(client, network);
      await recordActivity({
        type: 'NativeSwap',
        transactionId: sent.transactionId,
        data: {
          reservationHash: reservation.hash,
          tokenOne: NATIVE_TOKEN_ADDRESS,
          tokenTwo: reservation.tokenAddress,
          tokenAddress: reservation.tokenAddress,
          amountIn: reservation.amountIn.toString(),
          amountOut: reservation.amountOut.toString(),
          feeRate: fees.feeRate,
          ...(sent.interactionAddress ? { interactionAddress: sent.interactionAddress } : {}),
          ...(sent.compiledTargetScript ? { compiledTargetScript: sent.compiledTargetScript } : {}),
        },
      }).catch(() => undefined);
      void navigate(routes.nativeWatch(reservation.hash, sent.transactionId));
    } catch (failure) {
      setOutcome('idle');
      setError(toUserMessage(failure));
    }
  }, [client, contracts, navigate, network, reservation]);

  return {
    screen,
    simulationError:
      simulated === 'error' && typeof simulation.data === 'string' ? simulation.data : null,
    outcome,
    error,
    swap,
  };
}
