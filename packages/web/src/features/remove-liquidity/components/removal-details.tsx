import {
  type RemovalQuote,
  REMOVE_LIQUIDITY_TEXTS as TEXTS,
} from '@opswap/protocol/amm/remove-liquidity';
import { deadlineBlocksText } from '@opswap/protocol/amm/deadline';
import { slippagePercentText } from '@opswap/protocol/amm/slippage';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import type { AmmPool } from '@opswap/protocol/schemas/market';
import { DetailCard, DetailRow } from '../../../ui/detail-rows.tsx';

export interface RemovalDetailsProps {
  pool: AmmPool;
  quote: RemovalQuote;
  maxSlippage: number;
  blockDeadline: number;
}

/** What the removal pays, the least the router may pay, and the settings behind them. */
export function RemovalDetails({ pool, quote, maxSlippage, blockDeadline }: RemovalDetailsProps) {
  const { tokenA, tokenB } = pool;
  return (
    <DetailCard label="You will receive">
      <DetailRow
        label={TEXTS.receive(tokenA.symbol)}
        value={formatTokenAmount(quote.amountA, tokenA)}
      />
      <DetailRow
        label={TEXTS.receive(tokenB.symbol)}
        value={formatTokenAmount(quote.amountB, tokenB)}
      />
      <DetailRow
        label={TEXTS.minimum(tokenA.symbol)}
        value={formatTokenAmount(quote.amountAMin, tokenA)}
      />
      <DetailRow
        label={TEXTS.minimum(tokenB.symbol)}
        value={formatTokenAmount(quote.amountBMin, tokenB)}
      />
      <DetailRow label={TEXTS.maxSlippage} value={slippagePercentText(BigInt(maxSlippage))} />
      <DetailRow label={TEXTS.deadline} value={deadlineBlocksText(blockDeadline)} />
    </DetailCard>
  );
}
