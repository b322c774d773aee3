import { useCallback, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { RESERVE_SCREEN_FEE_RATE_INCREASE } from '@opswap/protocol/constants';
import { NO_WALLET_CONNECTED } from '@opswap/protocol/errors/messages';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { reservationMaximumAllowedSatToSpend } from '@opswap/protocol/nativeswap/reserve-requirements';
import { routes } from '@opswap/protocol/routes/routes';
import {
  initialReserveScreenState,
  reserveScreenReducer,
} from '@opswap/protocol/swap/reserve-screen';
import { resolveFeeRate, type TransactionFees } from '@opswap/protocol/swap/transaction-fees';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { recordActivity } from '../../../lib/activity/record-activity.ts';
import type { NativeBuyOrder } from '../../../lib/native-swap/native-order-store.ts';
import type { SentReservation } from '../../../lib/native-swap/reservation-chain.ts';
import {
  acquireReservationLock,
  releaseReservationLock,
} from '../../../lib/native-swap/reservation-lock.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { currentSettings } from '../../../lib/settings/stores/settings-store.ts';
import { refreshTokenBalances } from '../../../lib/tokens/use-token-balance.ts';
import { useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import { trackReservation } from '../api/reservation-api.ts';

/**
 * Step 2's state machine (protocol reserve-screen): send the reservation with its fee and
 * timelock outputs under the 'swap reservation in progress' flag, hand it to the indexer
 * (reservation/track), record its 'Reservation' activity, and move to /swap/native/reserve/{id}.
 */
export function useReserve(contracts: NetworkContracts) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const network = useNetworkStore((state) => state.network);
  const [state, dispatch] = useReducer(reserveScreenReducer, initialReserveScreenState);
  const [trackingError, setTrackingError] = useState<string | null>(null);

  const reserve = useCallback(
    async (order: NativeBuyOrder) => {
      if (!acquireReservationLock()) return;
      dispatch({ type: 'reserve' });
      let transactionId: string;
      let sent: SentReservation;
      let fees: TransactionFees;
      try {
        const wallet = useWalletStore.getState().wallet;
        if (!wallet) throw new Error(NO_WALLET_CONNECTED);
        const [chain, transaction] = await Promise.all([
          import('../../../lib/native-swap/reservation-chain.ts'),
          import('../../../lib/transactions/chain-transaction.ts'),
        ]);
        const settings = currentSettings();
        const estimates = await transaction.readFeeRateEstimates(network);
        fees = {
          feeRate: resolveFeeRate(settings, estimates) + RESERVE_SCREEN_FEE_RATE_INCREASE,
          priorityFee: BigInt(settings.priorityFee),
          maximumAllowedSatToSpend: reservationMaximumAllowedSatToSpend(order.amountIn),
        };
        sent = await chain.sendReservation(
          {
            network,
            contracts,
            token: order.token.address,
            amountIn: order.amountIn,
            minimumAmountOut: order.minimumAmountOut,
            activationDelay: order.activationDelay,
          },
          wallet,
          fees,
        );
        transactionId = sent.transactionId;
        dispatch({ type: 'reservation-sent', transactionId });
      } catch (error) {
        dispatch({ type: 'reservation-failed', message: toUserMessage(error) });
        releaseReservationLock();
        return;
      }
      releaseReservationLock();
      void refreshTokenBalances(client, network);
      try {
        await trackReservation({
          trackingInformation: {
            hash: transactionId,
            tokenSymbol: order.token.symbol,
            tokenAddress: order.token.address,
            amountIn: order.amountIn.toString(),
            amountOut: sent.expectedAmountOut.toString(),
            reservationUTXO: sent.reservationUTXO
              ? { ...sent.reservationUTXO, value: sent.reservationUTXO.value.toString() }
              : null,
            simulationResult: {
              estimatedGas: sent.estimatedGas.toString(),
              estimatedSatGas: sent.estimatedSatGas.toString(),
              minTokenOut: order.minimumAmountOut.toString(),
            },
            settings: {
              slippage: order.slippage,
              miningFee: fees.feeRate,
              priorityFee: Number(fees.priorityFee),
              reorgProtection: order.activationDelay,
            },
          },
        });
        await recordActivity({
          type: 'Reservation',
          transactionId,
          data: {
            tokenAddress: order.token.address,
            tokenSymbol: order.token.symbol,
            amountIn: order.amountIn.toString(),
            amountOut: sent.expectedAmountOut.toString(),
            reorgProtection: order.activationDelay,
          },
        });
      } catch (error) {
        setTrackingError(toUserMessage(error));
      }
      void navigate(routes.nativeReserve(transactionId), { replace: true });
    },
    [client, contracts, navigate, network],
  );

  return {
    state,
    trackingError,
    reserve,
    reset: () => dispatch({ type: 'reset' }),
  };
}
