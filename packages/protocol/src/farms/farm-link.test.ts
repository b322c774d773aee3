import { describe, expect, it } from 'vitest';
import { FARM_POOLS_PARAM, farmPoolsPath } from './farm-link.ts';

describe('farmPoolsPath', () => {
  it('opens /farm with the farm named in its query', () => {
    const farm = `0x${'ab'.repeat(32)}`;
    const url = new URL(farmPoolsPath(farm), 'http://app.invalid');
    expect(url.pathname).toBe('/farm');
    expect(url.searchParams.get(FARM_POOLS_PARAM)).toBe(farm);
  });
});
