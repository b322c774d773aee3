import { describe, expect, it } from 'vitest';
import {
  farmPage,
  farmPageButtons,
  farmPageEnds,
  FARM_PAGE_SIZE,
  nextFarmSort,
  searchFarms,
  sortFarms,
  type FarmSummary,
} from './farm-list.ts';

function farm(name: string, figures: Partial<FarmSummary> = {}): FarmSummary {
  return {
    name,
    decimals: 18,
    balance: 0n,
    pendingHarvest: 0n,
    totalSupply: 0n,
    rewardsPerBlock: 0n,
    ...figures,
  };
}

describe('searchFarms', () => {
  const farms = [farm('MotoChef'), farm('Pill Farm'), farm('Odyssey fields')];

  it('matches the trimmed text case-insensitively against the name', () => {
    expect(searchFarms(farms, '  pill ').map((f) => f.name)).toEqual(['Pill Farm']);
    expect(searchFarms(farms, 'FIELD').map((f) => f.name)).toEqual(['Odyssey fields']);
  });

  it('keeps every farm for an empty or blank text and none for no match', () => {
    expect(searchFarms(farms, '   ')).toHaveLength(3);
    expect(searchFarms(farms, 'zzz')).toEqual([]);
  });
});

describe('sortFarms', () => {
  it('sorts names A to Z and back, case-insensitively', () => {
    const farms = [farm('b'), farm('C'), farm('a')];
    expect(sortFarms(farms, { key: 'name', direction: 'asc' }).map((f) => f.name)).toEqual([
      'a',
      'b',
      'C',
    ]);
    expect(sortFarms(farms, { key: 'name', direction: 'desc' }).map((f) => f.name)).toEqual([
      'C',
      'b',
      'a',
    ]);
  });

  it('compares amounts of tokens with different decimals at one scale', () => {
    const eight = farm('eight', { decimals: 8, totalSupply: 2n * 10n ** 8n }); // 2 tokens
    const eighteen = farm('eighteen', { decimals: 18, totalSupply: 10n ** 18n }); // 1 token
    const sorted = sortFarms([eighteen, eight], { key: 'totalSupply', direction: 'desc' });
    expect(sorted.map((f) => f.name)).toEqual(['eight', 'eighteen']);
  });

  it('puts farms without a figure last in both directions', () => {
    const farms = [
      farm('none', { balance: null }),
      farm('one', { balance: 1n }),
      farm('two', { balance: 2n }),
    ];
    expect(sortFarms(farms, { key: 'balance', direction: 'asc' }).map((f) => f.name)).toEqual([
      'one',
      'two',
      'none',
    ]);
    expect(sortFarms(farms, { key: 'balance', direction: 'desc' }).map((f) => f.name)).toEqual([
      'two',
      'one',
      'none',
    ]);
  });

  it('keeps equal farms in their order', () => {
    const farms = [farm('x', { rewardsPerBlock: 5n }), farm('y', { rewardsPerBlock: 5n })];
    expect(
      sortFarms(farms, { key: 'rewardsPerBlock', direction: 'desc' }).map((f) => f.name),
    ).toEqual(['x', 'y']);
  });
});

describe('nextFarmSort', () => {
  it('turns the sorted column around and starts others A-Z for names, largest first for figures', () => {
    expect(nextFarmSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({
      key: 'name',
      direction: 'desc',
    });
    expect(nextFarmSort({ key: 'name', direction: 'asc' }, 'pendingHarvest')).toEqual({
      key: 'pendingHarvest',
      direction: 'desc',
    });
    expect(nextFarmSort({ key: 'balance', direction: 'desc' }, 'name')).toEqual({
      key: 'name',
      direction: 'asc',
    });
  });
});

describe('farmPage', () => {
  const many = Array.from({ length: 60 }, (_, index) => index);

  it('cuts pages of 25, 12 and 36 for list, grid and mini', () => {
    expect(FARM_PAGE_SIZE).toEqual({ list: 25, grid: 12, mini: 36 });
    expect(farmPage(many, 'list', 3)).toEqual({ farms: many.slice(50, 60), page: 3, pages: 3 });
    expect(farmPage(many, 'grid', 1).farms).toHaveLength(12);
    expect(farmPage(many, 'grid', 1).pages).toBe(5);
    expect(farmPage(many, 'mini', 2).farms).toEqual(many.slice(36, 60));
  });

  it('clamps a page past either end, and an empty list has page 1 of 1', () => {
    expect(farmPage(many, 'list', 9).page).toBe(3);
    expect(farmPage(many, 'list', -2).page).toBe(1);
    expect(farmPage([], 'mini', 4)).toEqual({ farms: [], page: 1, pages: 1 });
  });
});

describe('farmPageButtons', () => {
  it('shows at most five buttons, a window around the page inside the range', () => {
    expect(farmPageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(farmPageButtons(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(farmPageButtons(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(farmPageButtons(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(farmPageButtons(20, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(farmPageButtons(1, 1)).toEqual([1]);
  });

  it('disables previous on the first page and next on the last', () => {
    expect(farmPageEnds(1, 3)).toEqual({ previous: false, next: true });
    expect(farmPageEnds(2, 3)).toEqual({ previous: true, next: true });
    expect(farmPageEnds(3, 3)).toEqual({ previous: true, next: false });
    expect(farmPageEnds(1, 1)).toEqual({ previous: false, next: false });
  });
});
