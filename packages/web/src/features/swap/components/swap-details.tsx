import { slippagePercentText } from '@opswap/protocol/amm/slippage';
import { unitPrice } from '@opswap/protocol/amm/unit-price';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { formatBasisPointsPercent } from '@opswap/protocol/format/percent';
import type { Token } from '@opswap/protocol/tokens/token';

export interface SwapDetailsProps {
  sellToken: Token;
  buyToken: Token;
  sellAmount: bigint;
  buyAmount: bigint;
  priceImpactBps: bigint | null;
  amountOutMin: bigint | null;
  maxSlippage: number;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{value}</dd>
    </div>
  );
}

/** The trade's rate, price impact, minimum received and max slippage. */
export function SwapDetails(props: SwapDetailsProps) {
  const { sellToken, buyToken } = props;
  const price = unitPrice(props.sellAmount, sellToken.decimals, props.buyAmount);
  return (
    <dl className="flex flex-col gap-1.5 rounded-xl border border-line px-4 py-3 text-sm">
      {price !== null && (
        <Row label="Rate" value={`1 ${sellToken.symbol} = ${formatTokenAmount(price, buyToken)}`} />
      )}
      {props.priceImpactBps !== null && (
        <Row label="Price impact" value={formatBasisPointsPercent(props.priceImpactBps)} />
      )}
      {props.amountOutMin !== null && (
        <Row label="Minimum received" value={formatTokenAmount(props.amountOutMin, buyToken)} />
      )}
      <Row label="Max slippage" value={slippagePercentText(BigInt(props.maxSlippage))} />
    </dl>
  );
}
