import { FARM_TEXTS } from '@opswap/protocol/farms/farm-figures';
import type { Farm } from '../farm-data.ts';

/** The farm's name as a button that shows its pools below the list, or hides them again. */
export function FarmPoolsToggle({
  farm,
  selected,
  onSelect,
}: {
  farm: Farm;
  selected: string | null;
  onSelect(address: string | null): void;
}) {
  const open = selected === farm.address;
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls="farm-pools"
      aria-label={`${open ? FARM_TEXTS.hidePools : FARM_TEXTS.showPools}: ${farm.name}`}
      onClick={() => onSelect(open ? null : farm.address)}
      className="inline-flex min-w-0 items-center gap-2 rounded text-left font-semibold hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
    >
      <span aria-hidden="true" className="text-muted">
        {open ? '▾' : '▸'}
      </span>
      <span className="truncate">{farm.name}</span>
      <span className="shrink-0 text-xs font-normal text-muted">{farm.token.symbol}</span>
    </button>
  );
}
