import { FARM_TEXTS } from '@opswap/protocol/farms/farm-figures';
import { FARM_FIGURES, type FarmView } from '@opswap/protocol/farms/farm-list';
import type { Farm } from '../farm-data.ts';
import { FarmFigure } from './farm-figure.tsx';
import { FarmPoolsToggle } from './farm-pools-toggle.tsx';

interface FarmCardsProps {
  farms: readonly Farm[];
  view: Exclude<FarmView, 'list'>;
  selected: string | null;
  onSelect(address: string | null): void;
}

/** The Grid view (a card per farm with every figure) and the Mini view (name and harvest only). */
export function FarmCards({ farms, view, selected, onSelect }: FarmCardsProps) {
  // Columns follow the room the list has (the farm sidebar takes some), not the screen's width,
  // so a card is always wide enough for its figures on one line.
  const grid =
    view === 'grid'
      ? 'grid gap-3 @xl:grid-cols-2 @5xl:grid-cols-3'
      : 'grid grid-cols-1 gap-2 @md:grid-cols-2 @2xl:grid-cols-3 @5xl:grid-cols-4';
  return (
    <div className="@container">
      <ul aria-label={FARM_TEXTS.title} className={grid}>
        {farms.map((farm) => (
          <li
            key={farm.address}
            className="flex min-w-0 flex-col gap-2 rounded-2xl border border-line bg-surface p-3 text-sm"
          >
            <FarmPoolsToggle farm={farm} selected={selected} onSelect={onSelect} />
            {view === 'grid' ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                {FARM_FIGURES.map((key) => (
                  <Figure key={key} label={FARM_TEXTS.columns[key]}>
                    <FarmFigure amount={farm[key]} token={farm.token} />
                  </Figure>
                ))}
              </dl>
            ) : (
              <p className="flex justify-between gap-2 text-xs">
                <span className="text-muted">{FARM_TEXTS.columns.pendingHarvest}</span>
                <FarmFigure amount={farm.pendingHarvest} token={farm.token} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="text-right">{children}</dd>
    </>
  );
}
