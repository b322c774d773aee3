import type { RevertEntry } from '../errors/error-catalogue.ts';
import { FARM_DEPLOY_MESSAGES } from './farm-deploy-form.ts';
import { TOKEN_DEPLOY_MESSAGES } from './token-deploy-form.ts';

const factory = (template: string, friendly: string): RevertEntry => ({
  family: 'factory',
  template,
  friendly,
});

/**
 * The reverts of the token and MotoChef factories and of the token and farm templates they
 * initialize (docs/deployments.md#reverts), most of them caught by the forms first.
 */
export const FACTORY_REVERT_ENTRIES: readonly RevertEntry[] = [
  factory('Factory is paused', 'Deployments are paused right now. Please try again later.'),
  factory('Only owner can call this method', 'Only the contract owner can do this.'),
  factory('Factory is already paused', 'The factory is already paused.'),
  factory('Factory is not paused', 'The factory is not paused.'),
  factory(
    'Token was not deployed by this factory',
    'Farms can only be deployed for tokens deployed through the farm factory.',
  ),
  factory('Only the token owner can do this', 'Only the token owner can do this.'),
  factory('Deployment index out of range', 'This deployment does not exist.'),
  factory('A farm already exists for this token', 'This token already has a farm.'),
  factory('Farm name is required', FARM_DEPLOY_MESSAGES.nameRequired),
  factory(
    'Only the token owner can deploy its farm',
    'Only the token owner can deploy its farm. Switch to the wallet that owns the token.',
  ),
  factory('Max supply must be greater than 0', TOKEN_DEPLOY_MESSAGES.maxSupplyZero),
  factory('Name and symbol are required', 'Enter a token name and symbol.'),
  factory(
    'Initial mint and free mint supply exceed the maximum supply',
    TOKEN_DEPLOY_MESSAGES.freeMintAboveMax,
  ),
  factory(
    'Free mint per transaction must be between 1 and the free mint supply',
    TOKEN_DEPLOY_MESSAGES.freeMintPerTxRange,
  ),
  factory('Invalid token owner', 'The token owner address is not valid.'),
  factory('User BTC fee percentage cannot exceed 100', FARM_DEPLOY_MESSAGES.feePercentage),
  factory('Bonus multiplier must be at least 1', FARM_DEPLOY_MESSAGES.bonusMultiplierZero),
  factory('Alloc point does not fit in 64 bits', FARM_DEPLOY_MESSAGES.allocPointTooLarge),
  factory(
    'Additional pool tokens and alloc points differ in length',
    'Each extra farm pool needs its allocation points.',
  ),
];
