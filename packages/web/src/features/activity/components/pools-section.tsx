import { formatPoolShare } from '@opswap/protocol/portfolio/pool-positions';
import {
  type PoolPositions,
  type PoolPositionView,
  poolPairName,
  pooledTokenTexts,
} from '../../../entities/activity/use-pool-positions.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { PoolPositionsGate } from '../../../entities/activity/ui/pool-positions-gate.tsx';
import { Loading, LoadError } from '../../../entities/activity/ui/query-states.tsx';
import { SCROLL_TABLE } from '../../../ui/table-layouts.ts';

/** The Pools tab: the wallet's MotoSwap LP positions, read from the pool contracts. */
export function PoolsSection() {
  return <PoolPositionsGate>{(positions) => <PositionsTable {...positions} />}</PoolPositionsGate>;
}

const COLUMNS = [
  { label: 'Pool' },
  { label: 'Share', end: true },
  { label: 'Pooled tokens', end: true },
];

function PositionsTable({ positions, isPending, error }: PoolPositions) {
  return (
    <div className="flex flex-col gap-3">
      {error && <LoadError error={error} what="some of your pools" />}
      {isPending && <Loading what="the rest of your pools" />}
      <DataTable layout="scroll" caption="Your pool positions" columns={COLUMNS}>
        {positions.map((position) => (
          <PositionRow key={position.pool.poolAddress} position={position} />
        ))}
      </DataTable>
    </div>
  );
}

function PositionRow({ position }: { position: PoolPositionView }) {
  const { cell, end, row } = SCROLL_TABLE;
  const [pooledA, pooledB] = pooledTokenTexts(position);
  return (
    <tr className={row}>
      <th
        scope="row"
        className={`${cell} text-left font-semibold`}
        title={position.pool.poolAddress}
      >
        {poolPairName(position.pool)}
      </th>
      <td className={`${cell} ${end}`}>{formatPoolShare(position)}</td>
      <td className={`${cell} ${end} whitespace-nowrap`}>
        <span className="block">{pooledA}</span>
        <span className="block">{pooledB}</span>
      </td>
    </tr>
  );
}
