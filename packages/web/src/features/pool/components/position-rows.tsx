import { POSITIONS_TEXTS, pooledTokenLabel } from '@opswap/protocol/amm/positions-texts';
import { formatBalance } from '@opswap/protocol/format/format-amount';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { AMM_POOL_TOKEN_DECIMALS } from '@opswap/protocol/market/token-page';
import { formatPoolShare } from '@opswap/protocol/portfolio/pool-positions';
import type { ReactNode } from 'react';
import type {
  NativePositionView,
  PoolPositionView,
} from '../../../entities/activity/use-pool-positions.ts';
import { RelativeTime } from '../../../entities/activity/ui/relative-time.tsx';
import { BtcWithUsd } from '../../../entities/market/ui/market-values.tsx';
import { useNow } from '../../../hooks/use-now.ts';

/** One label/value pair of a position; the value may be markup (a value with its USD worth). */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{children}</dd>
    </div>
  );
}

function LastUpdated({ at }: { at: number | null }) {
  const now = useNow();
  return (
    <Row label={POSITIONS_TEXTS.lastUpdated}>
      {at === null ? POSITIONS_TEXTS.never : <RelativeTime timestamp={at} now={now} />}
    </Row>
  );
}

const LIST = 'flex flex-col gap-1.5 text-sm';

/** An LP position's figures: shares, worth, the tokens they hold, share of the pool, last update. */
export function AmmPositionRows({ position }: { position: PoolPositionView }) {
  const { pool } = position;
  return (
    <dl aria-label={POSITIONS_TEXTS.details} className={LIST}>
      <Row label={POSITIONS_TEXTS.lpShares}>
        {formatBalance(position.shares, AMM_POOL_TOKEN_DECIMALS)}
      </Row>
      <Row label={POSITIONS_TEXTS.liquidity}>
        <BtcWithUsd sats={position.valueSats} />
      </Row>
      <Row label={pooledTokenLabel(pool.tokenA.symbol)}>
        {formatTokenAmount(position.userPortionTokenOne, pool.tokenA)}
      </Row>
      <Row label={pooledTokenLabel(pool.tokenB.symbol)}>
        {formatTokenAmount(position.userPortionTokenTwo, pool.tokenB)}
      </Row>
      <Row label={POSITIONS_TEXTS.shareOfPool}>{formatPoolShare(position)}</Row>
      <LastUpdated at={position.lastUpdated} />
    </dl>
  );
}

/**
 * A NativeSwap position's figures: the tokens listed, reserved by buyers and still available, its
 * worth, share of the pool and place in the queue (the initial liquidity's, locked).
 */
export function NativePositionRows({ position }: { position: NativePositionView }) {
  const { token } = position.pool;
  return (
    <dl aria-label={POSITIONS_TEXTS.details} className={LIST}>
      <Row label={POSITIONS_TEXTS.listed}>{formatTokenAmount(position.liquidity, token)}</Row>
      <Row label={POSITIONS_TEXTS.reserved}>{formatTokenAmount(position.reserved, token)}</Row>
      <Row label={POSITIONS_TEXTS.available}>{formatTokenAmount(position.available, token)}</Row>
      <Row label={POSITIONS_TEXTS.liquidity}>
        <BtcWithUsd sats={position.valueSats} />
      </Row>
      <Row label={POSITIONS_TEXTS.shareOfPool}>{formatPoolShare(position)}</Row>
      <Row label={POSITIONS_TEXTS.queue}>
        <span className={position.locked ? 'text-warning' : undefined}>{position.queue}</span>
      </Row>
      <LastUpdated at={position.lastUpdated} />
    </dl>
  );
}
