import { slippagePercentText } from '@opswap/protocol/amm/slippage';
import { unitPrice } from '@opswap/protocol/amm/unit-price';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { formatBasisPointsPercent } from '@opswap/protocol/format/percent';
import type { Token } from '@opswap/protocol/tokens/token';
import { DetailCard, DetailRow } from '../../../ui/detail-rows.tsx';

export interface SwapDetailsProps {
  sellToken: Token;
  buyToken: Token;
  sellAmount: bigint;
  buyAmount: bigint;
  priceImpactBps: bigint | null;
  amountOutMin: bigint | null;
  maxSlippage: number;
}

/** The trade's rate, price impact, minimum received and max slippage. */
export function SwapDetails(props: SwapDetailsProps) {
  const { sellToken, buyToken } = props;
  const price = unitPrice(props.sellAmount, sellToken.decimals, props.buyAmount);
  return (
    <DetailCard>
      {price !== null && (
        <DetailRow
          label="Rate"
          value={`1 ${sellToken.symbol} = ${formatTokenAmount(price, buyToken)}`}
        />
      )}
      {props.priceImpactBps !== null && (
        <DetailRow label="Price impact" value={formatBasisPointsPercent(props.priceImpactBps)} />
      )}
      {props.amountOutMin !== null && (
        <DetailRow
          label="Minimum received"
          value={formatTokenAmount(props.amountOutMin, buyToken)}
        />
      )}
      <DetailRow label="Max slippage" value={slippagePercentText(BigInt(props.maxSlippage))} />
    </DetailCard>
  );
}
