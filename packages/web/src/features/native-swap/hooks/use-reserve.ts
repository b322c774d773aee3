import { useNavigate } from 'react-router';
import { reservationFees } from '@opswap/protocol/swap/transaction-fees';
import { routes } from '@opswap/protocol/routes/routes';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { NativeBuyOrder } from '@opswap/protocol/swap/buy-flow';
import type { SentReservation } from '../../../entities/native-swap/reservation-chain.ts';
import {
  acquireReservationLock,
  releaseReservationLock,
} from '../../../entities/native-swap/reservation-lock.ts';
import { useTransactionFlow } from '../../../entities/transactions/use-transaction-flow.ts';
import { trackReservation } from '../api/reservation-api.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';

/**
 * Step 2 on the shared transaction flow: the reservation sent with its fee and timelock outputs
 * under the 'swap reservation in progress' flag, handed to the indexer (reservation/track),
 * recorded as a 'Reservation' activity, then on to /swap/native/reserve/{id}.
 */
export function useReserve(contracts: NetworkContracts) {
  const navigate = useNavigate();
  const flow = useTransactionFlow<NativeBuyOrder, SentReservation>({
    fees: (feeRate, priorityFee, order) => reservationFees(feeRate, priorityFee, order.amountIn),
    send: async (order, { network, wallet, fees }) => {
      const chain = await loadChainModule(
        () => import('../../../entities/native-swap/reservation-chain.ts'),
      );
      return chain.sendReservation(
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
    },
    afterSend: async (order, sent, { fees }) => {
      await trackReservation({
        trackingInformation: {
          hash: sent.transactionId,
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
    },
    activity: (order, sent) => ({
      type: 'Reservation',
      transactionId: sent.transactionId,
      data: {
        tokenAddress: order.token.address,
        tokenSymbol: order.token.symbol,
        amountIn: order.amountIn.toString(),
        amountOut: sent.expectedAmountOut.toString(),
        reorgProtection: order.activationDelay,
      },
    }),
  });

  /** Reserves `order` unless another tab is sending a reservation, then shows its progress. */
  const reserve = async (order: NativeBuyOrder) => {
    if (!acquireReservationLock()) return;
    let sent: SentReservation | null;
    try {
      sent = await flow.start(order);
    } finally {
      releaseReservationLock();
    }
    if (sent) void navigate(routes.nativeReserve(sent.transactionId), { replace: true });
  };

  return {
    ...flow,
    reserve,
    /** Why tracking or recording the sent reservation failed; it was sent all the same. */
    trackingError: flow.recording.status === 'failed' ? flow.recording.message : null,
  };
}
