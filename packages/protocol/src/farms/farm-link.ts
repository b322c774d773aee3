import { routes } from '../routes/routes.ts';

/** The query parameter of /farm that opens one farm's pools. */
export const FARM_POOLS_PARAM = 'farm';

/** /farm with a farm's pools open: where a link to one farm leads (its 0x address). */
export function farmPoolsPath(farm: string): string {
  return `${routes.farm()}?${new URLSearchParams({ [FARM_POOLS_PARAM]: farm }).toString()}`;
}
