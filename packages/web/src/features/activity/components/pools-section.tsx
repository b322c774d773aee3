import { formatPoolShare } from '@opswap/protocol/portfolio/pool-positions';
import {
  type AnyPositionView,
  type PoolPositions,
  positionHoldingTexts,
  positionName,
} from '../../../entities/activity/use-pool-positions.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { PoolPositionsGate } from '../../../entities/activity/ui/pool-positions-gate.tsx';
import { Loading, LoadError } from '../../../entities/activity/ui/query-states.tsx';
import { useNativeSymbol } from '../../../entities/market/use-native-symbol.ts';
import { SCROLL_TABLE } from '../../../ui/table-layouts.ts';

/** The Pools tab: the wallet's MotoSwap LP and NativeSwap positions, read from the contracts. */
export function PoolsSection() {
  return <PoolPositionsGate>{(positions) => <PositionsTable {...positions} />}</PoolPositionsGate>;
}

const COLUMNS = [
  { label: 'Pool' },
  { label: 'Share', end: true },
  { label: 'Pooled tokens', end: true },
];

function PositionsTable({ all, isPending, error }: PoolPositions) {
  return (
    <div className="flex flex-col gap-3">
      {error && <LoadError error={error} what="some of your pools" />}
      {isPending && <Loading what="the rest of your pools" />}
      <DataTable layout="scroll" caption="Your pool positions" columns={COLUMNS}>
        {all.map((position) => (
          <PositionRow key={`${position.type}:${position.pool.poolAddress}`} position={position} />
        ))}
      </DataTable>
    </div>
  );
}

function PositionRow({ position }: { position: AnyPositionView }) {
  const { cell, end, row } = SCROLL_TABLE;
  const nativeSymbol = useNativeSymbol();
  return (
    <tr className={row}>
      <th
        scope="row"
        className={`${cell} text-left font-semibold`}
        title={position.pool.poolAddress}
      >
        {positionName(position, nativeSymbol)}
      </th>
      <td className={`${cell} ${end}`}>{formatPoolShare(position)}</td>
      <td className={`${cell} ${end} whitespace-nowrap`}>
        {positionHoldingTexts(position).map((text) => (
          <span key={text} className="block">
            {text}
          </span>
        ))}
      </td>
    </tr>
  );
}
