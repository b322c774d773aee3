import { priceImpactSeverity } from '@opswap/protocol/amm/price-impact';
import { slippagePercentText } from '@opswap/protocol/amm/slippage';
import { unitPrice } from '@opswap/protocol/amm/unit-price';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { formatBasisPointsPercent } from '@opswap/protocol/format/percent';
import type { Token } from '@opswap/protocol/tokens/token';
import { DetailCard, DetailRow } from '../../../ui/detail-rows.tsx';
import { PRICE_IMPACT_TEXT_CLASS, PriceImpactWarning } from './price-impact-warning.tsx';

export interface SwapDetailsProps {
  sellToken: Token;
  buyToken: Token;
  sellAmount: bigint;
  buyAmount: bigint;
  priceImpactBps: bigint | null;
  amountOutMin: bigint | null;
  maxSlippage: number;
}

/** The trade's rate, price impact (with its warning), minimum received and max slippage. */
export function SwapDetails(props: SwapDetailsProps) {
  const { sellToken, buyToken } = props;
  const price = unitPrice(props.sellAmount, sellToken.decimals, props.buyAmount);
  const impact = props.priceImpactBps;
  return (
    <>
      <DetailCard>
        {price !== null && (
          <DetailRow
            label="Rate"
            value={`1 ${sellToken.symbol} = ${formatTokenAmount(price, buyToken)}`}
          />
        )}
        {impact !== null && (
          <DetailRow
            label="Price impact"
            value={formatBasisPointsPercent(impact)}
            valueClassName={PRICE_IMPACT_TEXT_CLASS[priceImpactSeverity(impact)]}
          />
        )}
        {props.amountOutMin !== null && (
          <DetailRow
            label="Minimum received"
            value={formatTokenAmount(props.amountOutMin, buyToken)}
          />
        )}
        <DetailRow label="Max slippage" value={slippagePercentText(BigInt(props.maxSlippage))} />
      </DetailCard>
      {impact !== null && <PriceImpactWarning impactBps={impact} />}
    </>
  );
}
