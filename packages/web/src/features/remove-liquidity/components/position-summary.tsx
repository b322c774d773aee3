import { REMOVE_LIQUIDITY_TEXTS as TEXTS } from '@opswap/protocol/amm/remove-liquidity';
import { formatPoolShare, type LpPosition } from '@opswap/protocol/portfolio/pool-positions';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import type { AmmPool } from '@opswap/protocol/schemas/market';
import { DetailCard, DetailRow } from '../../../ui/detail-rows.tsx';

export interface PositionSummaryProps {
  pool: AmmPool;
  position: LpPosition;
  /** The LP token's formatting (its decimals); the shares read '…' until it is known. */
  lpToken: { decimals: number; symbol: string } | null;
}

/** The position removed from: its LP shares, what they hold of each token, and its pool share. */
export function PositionSummary({ pool, position, lpToken }: PositionSummaryProps) {
  return (
    <DetailCard label="Your position">
      <DetailRow
        label={TEXTS.yourLpTokens}
        value={lpToken ? formatTokenAmount(position.shares, lpToken) : '…'}
      />
      <DetailRow
        label={TEXTS.pooled(pool.tokenA.symbol)}
        value={formatTokenAmount(position.userPortionTokenOne, pool.tokenA)}
      />
      <DetailRow
        label={TEXTS.pooled(pool.tokenB.symbol)}
        value={formatTokenAmount(position.userPortionTokenTwo, pool.tokenB)}
      />
      <DetailRow label={TEXTS.shareOfPool} value={formatPoolShare(position)} />
    </DetailCard>
  );
}
