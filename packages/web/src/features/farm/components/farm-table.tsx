import type { SortDirection } from '@opswap/protocol/activity/activity-table';
import { FARM_TEXTS } from '@opswap/protocol/farms/farm-figures';
import {
  FARM_COLUMNS,
  FARM_FIGURES,
  type FarmSort,
  nextFarmSort,
} from '@opswap/protocol/farms/farm-list';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { STACKED_TABLE } from '../../../ui/table-layouts.ts';
import type { Farm } from '../farm-data.ts';
import { FarmFigure } from './farm-figure.tsx';
import { FarmPoolsToggle } from './farm-pools-toggle.tsx';

const ARIA_SORT: Record<SortDirection, 'ascending' | 'descending'> = {
  asc: 'ascending',
  desc: 'descending',
};

interface FarmTableProps {
  farms: readonly Farm[];
  sort: FarmSort;
  onSort(sort: FarmSort): void;
  selected: string | null;
  onSelect(address: string | null): void;
}

/** The List view: one row a farm, every column sortable from its header. */
export function FarmTable({ farms, sort, onSort, selected, onSelect }: FarmTableProps) {
  const columns: TableColumn[] = FARM_COLUMNS.map((key) => ({
    end: key !== 'name',
    sort: sort.key === key ? ARIA_SORT[sort.direction] : undefined,
    label: (
      <button
        type="button"
        onClick={() => onSort(nextFarmSort(sort, key))}
        className="inline-flex items-center gap-1 rounded whitespace-nowrap uppercase hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
      >
        {FARM_TEXTS.columns[key]}
        <span aria-hidden="true" className={sort.key === key ? 'text-text' : 'opacity-40'}>
          {sort.key !== key ? '↕' : sort.direction === 'asc' ? '↑' : '↓'}
        </span>
      </button>
    ),
  }));
  const cell = STACKED_TABLE.cell;
  // On a phone every cell takes the card's full width, a figure beside its column's name.
  const wide = `${cell} col-span-2`;
  const end = `${wide} md:text-right`;
  return (
    <DataTable layout="stacked" caption={FARM_TEXTS.title} columns={columns}>
      {farms.map((farm) => (
        <tr key={farm.address} className={STACKED_TABLE.row}>
          <td className={`${wide} font-semibold`}>
            <FarmPoolsToggle farm={farm} selected={selected} onSelect={onSelect} />
          </td>
          {FARM_FIGURES.map((key) => (
            <td key={key} className={end}>
              <Labelled label={FARM_TEXTS.columns[key]}>
                <FarmFigure amount={farm[key]} token={farm.token} wrap />
              </Labelled>
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}

/** A figure with its column's name beside it on a phone, where the header row is hidden. */
function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <span className="flex items-baseline justify-between gap-3 md:block">
      <span className="text-xs text-muted md:hidden">{label}</span>
      {children}
    </span>
  );
}
