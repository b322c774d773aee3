import { formatBtc } from '@opswap/protocol/format/format-amount';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import {
  providersText,
  SWAP_FEES_TEXT,
  swapPaymentSats,
} from '@opswap/protocol/reservations/execute-screen';
import type { Reservation } from '@opswap/protocol/schemas/reservation';
import { NATIVE_SYMBOLS } from '@opswap/protocol/tokens/networks';
import { decimalsOf } from '@opswap/protocol/tokens/token';
import { useToken } from '../../../entities/tokens/api/get-token.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { ConfirmRow } from '../../../ui/detail-rows.tsx';

/** What the user confirms before the swap: the Bitcoin paid to the providers and the tokens bought. */
export function ExecuteReview({ reservation }: { reservation: Reservation }) {
  const network = useNetworkStore((state) => state.network);
  const token = {
    symbol: reservation.tokenSymbol,
    decimals: decimalsOf(useToken(reservation.tokenAddress).data),
  };
  const providers = reservation.events?.providers ?? [];
  return (
    <dl className="flex flex-col gap-1.5 text-text">
      <ConfirmRow label="You pay">
        {formatBtc(swapPaymentSats(providers))} {NATIVE_SYMBOLS[network]}
      </ConfirmRow>
      <ConfirmRow label="Paid to">{providersText(providers.length)}</ConfirmRow>
      <ConfirmRow label="You receive about">
        {formatTokenAmount(reservation.amountOut, token)}
      </ConfirmRow>
      <ConfirmRow label="Minimum received">
        {formatTokenAmount(reservation.simulationResult.minTokenOut, token)}
      </ConfirmRow>
      <ConfirmRow label="Network fees">{SWAP_FEES_TEXT}</ConfirmRow>
    </dl>
  );
}
