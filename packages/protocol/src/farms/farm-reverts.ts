import type { RevertEntry } from '../errors/error-catalogue.ts';

const farm = (template: string, friendly: string): RevertEntry => ({
  family: 'staking',
  template,
  friendly,
});

/**
 * The MotoChef reverts a deposit, withdrawal or harvest on /farm can meet (docs/farms.md#reverts),
 * in the devnet farm's words; most are caught by the pool's own checks first.
 */
export const FARM_REVERT_ENTRIES: readonly RevertEntry[] = [
  farm(
    'Withdraw amount exceeds the deposited amount',
    'You cannot withdraw more than you deposited in this pool.',
  ),
  farm('Invalid pool id', 'This farm has no such pool.'),
  farm('MotoChef is not initialized', 'This farm is not set up yet.'),
  farm(
    'Use stakeBTC and unstakeBTC for the BTC pool',
    'The BTC pool takes BTC stakes, not token deposits.',
  ),
  farm(
    'Insufficient reward balance',
    'The farm does not hold enough reward tokens to pay this harvest right now.',
  ),
];
