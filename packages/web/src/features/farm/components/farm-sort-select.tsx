import { FARM_TEXTS } from '@opswap/protocol/farms/farm-figures';
import { FARM_COLUMNS, type FarmSort, type FarmSortKey } from '@opswap/protocol/farms/farm-list';

/** Grid and Mini have no column headers: the same sort is chosen here, column and direction. */
export function FarmSortSelect({ sort, onSort }: { sort: FarmSort; onSort(sort: FarmSort): void }) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <label className="flex items-center gap-2">
        <span className="text-muted">Sort by</span>
        <select
          value={sort.key}
          onChange={(event) => onSort({ ...sort, key: event.target.value as FarmSortKey })}
          className="rounded-lg border border-line bg-surface px-2 py-1.5 focus-visible:outline-2 focus-visible:outline-accent"
        >
          {FARM_COLUMNS.map((key) => (
            <option key={key} value={key}>
              {FARM_TEXTS.columns[key]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        aria-label={
          sort.direction === 'asc' ? 'Ascending, sort descending' : 'Descending, sort ascending'
        }
        onClick={() => onSort({ ...sort, direction: sort.direction === 'asc' ? 'desc' : 'asc' })}
        className="rounded-lg border border-line px-2 py-1.5 hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
      >
        <span aria-hidden="true">{sort.direction === 'asc' ? '↑' : '↓'}</span>
      </button>
    </div>
  );
}
