import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MANAGE_FARMS_TEXTS } from '@opswap/protocol/deploy/deploy-texts';
import { FARM_TEXTS } from '@opswap/protocol/farms/farm-figures';
import { FARM_POOLS_PARAM } from '@opswap/protocol/farms/farm-link';
import {
  DEFAULT_FARM_SORT,
  FARM_VIEWS,
  farmPage,
  type FarmSort,
  type FarmView,
  searchFarms,
  sortFarms,
} from '@opswap/protocol/farms/farm-list';
import { routes } from '@opswap/protocol/routes/routes';
import {
  networkContracts,
  networkNotSupportedText,
} from '@opswap/protocol/tokens/network-contracts';
import { EmptyState, Loading, LoadError } from '../../entities/activity/ui/query-states.tsx';
import { SessionGate } from '../../entities/activity/ui/session-gate.tsx';
import { FarmShell } from '../../entities/farm-layout/farm-shell.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { OptionGroup } from '../../ui/option-group.tsx';
import { FarmCards } from './components/farm-cards.tsx';
import { FarmPageNav } from './components/farm-page-nav.tsx';
import { FarmPools } from './components/farm-pools.tsx';
import { FarmSortSelect } from './components/farm-sort-select.tsx';
import { FarmTable } from './components/farm-table.tsx';
import type { Farm } from './farm-data.ts';
import { useFarms } from './hooks/use-farms.ts';

const VIEW_OPTIONS = FARM_VIEWS.map((id) => ({ id, label: FARM_TEXTS.views[id] }));

/**
 * /farm: every farm on chain (the network's MotoChef and the factory's farms) in List, Grid or
 * Mini view, searched, sorted and paged; a farm's pools open below to deposit, withdraw and
 * harvest.
 */
export default function FarmScreen() {
  usePageTitle(FARM_TEXTS.title);
  const network = useNetworkStore((state) => state.network);
  return (
    <FarmShell>
      <section aria-labelledby="farm-title" className="flex w-full min-w-0 flex-col gap-4">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="farm-title" className="text-2xl font-bold md:text-3xl">
            {FARM_TEXTS.title}
          </h1>
          <Link
            to={routes.farmManage()}
            className="rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            {MANAGE_FARMS_TEXTS.title}
          </Link>
        </header>
        <SessionGate notConnectedText={FARM_TEXTS.connectForFigures} requireSession={false}>
          {null}
        </SessionGate>
        {networkContracts(network) === null ? (
          <EmptyState text={networkNotSupportedText(network)} />
        ) : (
          <Farms />
        )}
      </section>
    </FarmShell>
  );
}

function Farms() {
  const farms = useFarms();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [view, setView] = useState<FarmView>('list');
  const [sort, setSort] = useState<FarmSort>(DEFAULT_FARM_SORT);
  const [page, setPage] = useState(1);
  const selected = params.get(FARM_POOLS_PARAM);
  const select = (address: string | null) =>
    setParams(address ? { [FARM_POOLS_PARAM]: address } : {}, { replace: true });

  const shown = farmPage(sortFarms(searchFarms(farms.data ?? [], search), sort), view, page);
  const selectedFarm = farms.data?.find((farm) => farm.address === selected) ?? null;

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="flex w-full min-w-0 flex-col gap-1 sm:w-auto sm:flex-1 sm:max-w-sm">
          <span className="sr-only">{FARM_TEXTS.searchLabel}</span>
          <input
            type="search"
            placeholder={FARM_TEXTS.searchPlaceholder}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            className="rounded-full border border-line bg-surface px-4 py-2 focus-visible:outline-2 focus-visible:outline-accent"
          />
        </label>
        {/* The list sorts from its column headers, which a phone does not show. */}
        <div className={view === 'list' ? 'md:hidden' : undefined}>
          <FarmSortSelect sort={sort} onSort={setSort} />
        </div>
        <div className="w-56">
          <OptionGroup
            legend={FARM_TEXTS.viewSwitch}
            options={VIEW_OPTIONS}
            value={view}
            onChange={(next) => {
              setView(next);
              setPage(1);
            }}
          />
        </div>
      </div>
      <FarmContent
        farms={farms}
        shown={shown.farms}
        view={view}
        sort={sort}
        onSort={setSort}
        selected={selected}
        onSelect={select}
      />
      {shown.pages > 1 && <FarmPageNav page={shown.page} pages={shown.pages} onPage={setPage} />}
      {selectedFarm && <FarmPools farm={selectedFarm} />}
    </>
  );
}

interface FarmContentProps {
  farms: ReturnType<typeof useFarms>;
  shown: Farm[];
  view: FarmView;
  sort: FarmSort;
  onSort(sort: FarmSort): void;
  selected: string | null;
  onSelect(address: string | null): void;
}

/** The farms in the chosen view, or why there are none to show. */
function FarmContent({ farms, shown, view, sort, onSort, selected, onSelect }: FarmContentProps) {
  if (farms.data === undefined) {
    return farms.error ? (
      <LoadError error={farms.error} what="the farms" />
    ) : (
      <Loading what="farms" />
    );
  }
  if (farms.data.length === 0) return <EmptyState text={FARM_TEXTS.noFarms} />;
  if (shown.length === 0) return <EmptyState text={FARM_TEXTS.noData} />;
  return view === 'list' ? (
    <FarmTable farms={shown} sort={sort} onSort={onSort} selected={selected} onSelect={onSelect} />
  ) : (
    <FarmCards farms={shown} view={view} selected={selected} onSelect={onSelect} />
  );
}
