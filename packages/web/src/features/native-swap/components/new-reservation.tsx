import { Link, Navigate } from 'react-router';
import {
  reserveBalanceError,
  reserveRequiredSatoshis,
} from '@opswap/protocol/nativeswap/reserve-requirements';
import { routes } from '@opswap/protocol/routes/routes';
import { flowFailure } from '@opswap/protocol/transactions/transaction-flow';
import { getReserveButton } from '@opswap/protocol/swap/reserve-screen';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { NATIVE_SYMBOLS } from '@opswap/protocol/tokens/networks';
import { nativeToken } from '@opswap/protocol/tokens/token';
import { useNativeOrderStore } from '../../../entities/native-swap/native-order-store.ts';
import { useReservationInProgress } from '../../../entities/native-swap/reservation-lock.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { useTokenBalance } from '../../../entities/tokens/use-token-balance.ts';
import { TradeButton } from '../../../entities/trade/trade-button.tsx';
import { useConnectedWallet, useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import { ErrorBox } from '../../../ui/error-box.tsx';
import type { useReserve } from '../hooks/use-reserve.ts';
import { OrderSummary } from './order-summary.tsx';

export interface NewReservationProps {
  contracts: NetworkContracts;
  reservation: ReturnType<typeof useReserve>;
}

/** Step 2 before sending: the order from step 1, the balance check and 'Reserve Swap'. */
export function NewReservation({ reservation }: NewReservationProps) {
  const network = useNetworkStore((state) => state.network);
  const order = useNativeOrderStore((state) => state.order);
  const wallet = useConnectedWallet();
  const openConnectModal = useWalletStore((state) => state.openConnectModal);
  const balance = useTokenBalance(wallet ? nativeToken(network) : null).data;
  const otherTabReserving = useReservationInProgress();
  const { flow, reserve } = reservation;

  if (!order) return <Navigate to={routes.home()} replace />;

  const balanceError =
    balance === undefined
      ? null
      : reserveBalanceError(
          balance,
          reserveRequiredSatoshis(order.amountIn, order.estimatedSatGas),
        );
  const button = getReserveButton(flow.step);
  const blocked =
    balance === undefined || balanceError !== null || (!button.disabled && otherTabReserving);
  return (
    <div className="flex flex-col gap-3">
      <OrderSummary
        token={order.token}
        bitcoinSymbol={NATIVE_SYMBOLS[network]}
        amountIn={order.amountIn}
        expectedAmountOut={order.expectedAmountOut}
        minimumAmountOut={order.minimumAmountOut}
        slippage={order.slippage}
        reorgProtection={order.activationDelay}
        estimatedSatGas={order.estimatedSatGas}
      />
      <ErrorBox message={balanceError} />
      <ErrorBox message={flowFailure(flow)} />
      {wallet ? (
        <TradeButton
          onClick={() => void reserve(order)}
          disabled={button.disabled || blocked}
          busy={button.loading}
        >
          {button.text}
        </TradeButton>
      ) : (
        <TradeButton onClick={openConnectModal} disabled={false} busy={false}>
          Connect Wallet
        </TradeButton>
      )}
      <Link to={routes.home()} className="text-center text-sm text-muted hover:text-text">
        Back
      </Link>
    </div>
  );
}
