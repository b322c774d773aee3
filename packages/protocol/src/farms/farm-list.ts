import { clampPage, pageCount, type SortDirection } from '../activity/activity-table.ts';
import { PAGE_SIZES } from '../constants.ts';

/** The three ways /farm shows its farms (spec 2, "Farms pages"). */
export type FarmView = 'list' | 'grid' | 'mini';
export const FARM_VIEWS: readonly FarmView[] = ['list', 'grid', 'mini'];

/** Farms per page in each view: list 25, grid 12, mini 36. */
export const FARM_PAGE_SIZE: Readonly<Record<FarmView, number>> = {
  list: PAGE_SIZES.farmList,
  grid: PAGE_SIZES.farmGrid,
  mini: PAGE_SIZES.farmMini,
};

/** The sortable columns: Farm Name, Your Balance, Pending Harvest, Total Supply, Rewards/Block. */
export type FarmSortKey = 'name' | 'balance' | 'pendingHarvest' | 'totalSupply' | 'rewardsPerBlock';

/** The figure columns, after Farm Name, in the spec's order. */
export const FARM_FIGURES = [
  'balance',
  'pendingHarvest',
  'totalSupply',
  'rewardsPerBlock',
] as const;
export const FARM_COLUMNS: readonly FarmSortKey[] = ['name', ...FARM_FIGURES];

export interface FarmSort {
  key: FarmSortKey;
  direction: SortDirection;
}

/** What the overview sorts and searches a farm by; amounts in the farm token's base units. */
export interface FarmSummary {
  name: string;
  /** The decimals of the farm's token, which every amount below is counted in. */
  decimals: number;
  /** The wallet's balance of the farm's token; null without a wallet. */
  balance: bigint | null;
  /** What the wallet could harvest now over all the farm's pools; null without a wallet. */
  pendingHarvest: bigint | null;
  totalSupply: bigint;
  rewardsPerBlock: bigint;
}

/** Farms whose name holds the search text, trimmed and case-insensitive; all for an empty text. */
export function searchFarms<Farm extends Pick<FarmSummary, 'name'>>(
  farms: readonly Farm[],
  search: string,
): Farm[] {
  const text = search.trim().toLowerCase();
  if (text === '') return [...farms];
  return farms.filter((farm) => farm.name.toLowerCase().includes(text));
}

// Farms count in their own token's decimals: amounts compare at a common scale of 36 decimals.
const COMMON_DECIMALS = 36;

function atCommonScale(amount: bigint, decimals: number): bigint {
  return amount * 10n ** BigInt(Math.max(0, COMMON_DECIMALS - decimals));
}

function farmSortValue(farm: FarmSummary, key: Exclude<FarmSortKey, 'name'>): bigint | null {
  const amount = farm[key];
  return amount === null ? null : atCommonScale(amount, farm.decimals);
}

/**
 * Farms sorted by one column. Names compare case-insensitively; amounts at a common scale, so a
 * farm of an 8-decimal token sorts fairly against an 18-decimal one. A farm without the figure
 * (no wallet) goes last both ways; equal farms keep their order.
 */
export function sortFarms<Farm extends FarmSummary>(
  farms: readonly Farm[],
  sort: FarmSort,
): Farm[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return farms
    .map((farm, index) => ({ farm, index }))
    .sort((a, b) => {
      if (sort.key === 'name') {
        const order = a.farm.name.localeCompare(b.farm.name, undefined, { sensitivity: 'base' });
        return sign * order || a.index - b.index;
      }
      const left = farmSortValue(a.farm, sort.key);
      const right = farmSortValue(b.farm, sort.key);
      if (left === null || right === null) {
        return (left === null ? 1 : 0) - (right === null ? 1 : 0) || a.index - b.index;
      }
      return sign * (left < right ? -1 : left > right ? 1 : 0) || a.index - b.index;
    })
    .map(({ farm }) => farm);
}

/** The sort after a click on a column: the sorted column turns around, another starts A-Z / largest first. */
export function nextFarmSort(current: FarmSort, key: FarmSortKey): FarmSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: key === 'name' ? 'asc' : 'desc' };
}

export const DEFAULT_FARM_SORT: FarmSort = { key: 'name', direction: 'asc' };

export interface FarmPage<Farm> {
  farms: Farm[];
  /** The page shown, clamped between 1 and the last page. */
  page: number;
  pages: number;
}

/** One page of farms in a view; a page past either end shows the nearest page. */
export function farmPage<Farm>(
  farms: readonly Farm[],
  view: FarmView,
  page: number,
): FarmPage<Farm> {
  const size = FARM_PAGE_SIZE[view];
  const pages = pageCount(farms.length, size);
  const shown = clampPage(page, pages);
  return { farms: farms.slice((shown - 1) * size, shown * size), page: shown, pages };
}

/**
 * The numbered page buttons: up to five, a window around the current page kept inside 1 and the
 * last page.
 */
export function farmPageButtons(page: number, pages: number): number[] {
  const count = Math.min(PAGE_SIZES.farmPageButtons, Math.max(1, pages));
  const current = clampPage(page, pages);
  const first = Math.min(
    Math.max(1, current - Math.floor(count / 2)),
    Math.max(1, pages - count + 1),
  );
  return Array.from({ length: count }, (_, index) => first + index);
}

/** Whether the previous and next buttons work: disabled at the ends. */
export function farmPageEnds(page: number, pages: number): { previous: boolean; next: boolean } {
  return { previous: page > 1, next: page < pages };
}
