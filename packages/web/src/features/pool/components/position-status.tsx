import type { PoolPositionStatus } from '@opswap/protocol/amm/positions';
import { positionStatusTone } from '@opswap/protocol/amm/positions-texts';
import { Badge } from '../../../entities/activity/ui/status-badge.tsx';

/** A position's status: ACTIVE while its liquidity can trade, else INACTIVE. */
export function PositionStatus({ status }: { status: PoolPositionStatus }) {
  return <Badge tone={positionStatusTone(status)}>{status}</Badge>;
}
