import { decimalsOf } from '@opswap/protocol/tokens/token';
import { RESERVATION_BASE_FEE_SATS, TIMELOCK_OUTPUT_SATS } from '@opswap/protocol/constants';
import { slippagePercentText } from '@opswap/protocol/amm/slippage';
import { formatBtc } from '@opswap/protocol/format/format-amount';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { needsTimelockOutput } from '@opswap/protocol/nativeswap/reorg-protection';
import type { Reservation } from '@opswap/protocol/schemas/reservation';
import { NATIVE_SYMBOLS } from '@opswap/protocol/tokens/networks';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { useToken } from '../../../entities/tokens/api/get-token.ts';
import { DetailCard, DetailRow } from '../../../ui/detail-rows.tsx';

export interface OrderSummaryProps {
  token: { symbol: string; decimals: number };
  bitcoinSymbol: string;
  amountIn: bigint;
  expectedAmountOut: bigint;
  minimumAmountOut: bigint;
  /** The max slippage the minimum was computed with, in hundredths of a percent. */
  slippage: number;
  /** The activation delay in blocks; 0 when reorg protection is off. */
  reorgProtection: number;
  estimatedSatGas: bigint;
}

/** The from-Bitcoin order: what is paid, what it buys, its protection and its fees. */
export function OrderSummary(props: OrderSummaryProps) {
  const btc = (sats: bigint) => `${formatBtc(sats)} ${props.bitcoinSymbol}`;
  const blocks = props.reorgProtection;
  return (
    <DetailCard label="Order">
      <DetailRow label="Token" value={props.token.symbol} />
      <DetailRow label="You pay" value={btc(props.amountIn)} />
      <DetailRow label="Expected" value={formatTokenAmount(props.expectedAmountOut, props.token)} />
      <DetailRow
        label="Minimum received"
        value={formatTokenAmount(props.minimumAmountOut, props.token)}
      />
      <DetailRow label="Max slippage" value={slippagePercentText(BigInt(props.slippage))} />
      <DetailRow
        label="Reorg protection"
        value={blocks === 0 ? 'Off' : `${blocks} block${blocks === 1 ? '' : 's'}`}
      />
      <DetailRow label="Reservation fee" value={btc(RESERVATION_BASE_FEE_SATS)} />
      {needsTimelockOutput(blocks) && (
        <DetailRow label="Timelock output" value={btc(TIMELOCK_OUTPUT_SATS)} />
      )}
      <DetailRow label="Estimated gas" value={btc(props.estimatedSatGas)} />
    </DetailCard>
  );
}

/** The order of a sent reservation, as the indexer reports it (progress and execute steps). */
export function ReservationOrderSummary({ reservation }: { reservation: Reservation }) {
  const network = useNetworkStore((state) => state.network);
  const token = useToken(reservation.tokenAddress).data;
  return (
    <OrderSummary
      token={{ symbol: reservation.tokenSymbol, decimals: decimalsOf(token) }}
      bitcoinSymbol={NATIVE_SYMBOLS[network]}
      amountIn={reservation.amountIn}
      expectedAmountOut={reservation.amountOut}
      minimumAmountOut={reservation.simulationResult.minTokenOut}
      slippage={reservation.settings.slippage}
      reorgProtection={reservation.settings.reorgProtection}
      estimatedSatGas={reservation.simulationResult.estimatedSatGas}
    />
  );
}
