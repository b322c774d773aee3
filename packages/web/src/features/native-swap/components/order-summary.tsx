import { RESERVATION_BASE_FEE_SATS, TIMELOCK_OUTPUT_SATS } from '@opswap/protocol/constants';
import { formatBtc } from '@opswap/protocol/format/format-amount';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { needsTimelockOutput } from '@opswap/protocol/nativeswap/reorg-protection';

export interface OrderSummaryProps {
  token: { symbol: string; decimals: number };
  bitcoinSymbol: string;
  amountIn: bigint;
  expectedAmountOut: bigint;
  minimumAmountOut: bigint;
  /** The activation delay in blocks; 0 when reorg protection is off. */
  reorgProtection: number;
  estimatedSatGas: bigint;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{value}</dd>
    </div>
  );
}

/** The from-Bitcoin order: what is paid, what it buys, its protection and its fees. */
export function OrderSummary(props: OrderSummaryProps) {
  const btc = (sats: bigint) => `${formatBtc(sats)} ${props.bitcoinSymbol}`;
  const blocks = props.reorgProtection;
  return (
    <dl
      aria-label="Order"
      className="flex flex-col gap-1.5 rounded-xl border border-line px-4 py-3 text-sm"
    >
      <Row label="Token" value={props.token.symbol} />
      <Row label="You pay" value={btc(props.amountIn)} />
      <Row label="Expected" value={formatTokenAmount(props.expectedAmountOut, props.token)} />
      <Row
        label="Minimum received"
        value={formatTokenAmount(props.minimumAmountOut, props.token)}
      />
      <Row
        label="Reorg protection"
        value={blocks === 0 ? 'Off' : `${blocks} block${blocks === 1 ? '' : 's'}`}
      />
      <Row label="Reservation fee" value={btc(RESERVATION_BASE_FEE_SATS)} />
      {needsTimelockOutput(blocks) && (
        <Row label="Timelock output" value={btc(TIMELOCK_OUTPUT_SATS)} />
      )}
      <Row label="Estimated gas" value={btc(props.estimatedSatGas)} />
    </dl>
  );
}
