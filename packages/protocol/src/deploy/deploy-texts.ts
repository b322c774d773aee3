import { MAXIMUM_ALLOWED_SAT_TO_SPEND } from '../constants.ts';
import type { TransactionFees } from '../swap/transaction-fees.ts';
import type { FarmDeployField } from './farm-deploy-form.ts';
import type { TokenDeployField } from './token-deploy-form.ts';

/** Manage Farms and the farm sidebar (the spec's 'My Tokens', 'My Farms', 'You have no farm tokens'). */
export const MANAGE_FARMS_TEXTS = {
  title: 'Manage Farms',
  sidebarLabel: 'Farms',
  farmsOverview: 'Farms Overview',
  deployToken: 'Deploy Farm Token',
  deployFarm: 'Deploy Staking Contract',
  myTokens: 'My Tokens',
  myFarms: 'My Farms',
  noTokens: 'You have no farm tokens',
  noFarms: 'None of your tokens has a farm yet.',
  connect: 'Please connect your wallet to manage your farms.',
  loading: 'Loading your deployments...',
  viewToken: 'View token',
  viewFarm: 'View on Farms',
  deployItsFarm: 'Deploy its farm',
  hasFarm: 'Farm deployed',
  farmOf: (symbol: string) => `${symbol} farm`,
} as const;

export const DEPLOYMENT_TEXTS = {
  title: 'Deployments',
  intro: 'Tokens you deployed through the farm factory, and the farms deployed for them.',
} as const;

export const TOKEN_DEPLOY_TEXTS = {
  title: 'Deploy Farm Token',
  intro:
    'Deploy an OP20 token through the farm factory. You can deploy a farm that pays it as rewards afterwards.',
  connect: 'Please connect your wallet to deploy a token.',
  submit: 'Deploy Token',
  reviewTitle: 'Deploy token',
  confirm: 'Confirm Deploy',
  busy: 'Deploying...',
  failedTitle: 'Deploy failed',
  back: 'Back to the form',
  sent: 'Token deployment sent',
  newToken: 'New token address',
  addressNote:
    'The address the factory gives the token when the deployment is mined in this block.',
  another: 'Deploy another token',
  freeMintSection: 'Free mint',
  freeMintHint: 'Let anyone mint part of the supply for free, a limited amount per transaction.',
} as const;

export const TOKEN_DEPLOY_LABELS: Readonly<Record<TokenDeployField, string>> = {
  name: 'Token name',
  symbol: 'Symbol',
  decimals: 'Decimals',
  maxSupply: 'Max supply',
  initialMintAmount: 'Initial mint amount',
  initialMintTo: 'Initial mint to',
  freeMintSupply: 'Free mint supply',
  freeMintPerTx: 'Free mint per transaction',
  tokenOwner: 'Token owner',
};

export const TOKEN_DEPLOY_HINTS: Readonly<Partial<Record<TokenDeployField, string>>> = {
  decimals: 'From 0 to 18; 18 is usual.',
  maxSupply: 'In whole tokens.',
  initialMintAmount: 'Minted at deployment. Leave empty for none.',
  initialMintTo: 'Your address by default.',
  tokenOwner: 'May mint and deploy the farm. Your address by default.',
};

export const FARM_DEPLOY_TEXTS = {
  title: 'Deploy Staking Contract',
  intro:
    'Deploy a farm for one of your tokens: it mints the token as rewards to those who stake BTC or the token itself.',
  connect: 'Please connect your wallet to deploy a farm.',
  submit: 'Deploy Farm',
  reviewTitle: 'Deploy farm',
  confirm: 'Confirm Deploy',
  busy: 'Deploying...',
  failedTitle: 'Deploy failed',
  back: 'Back to the form',
  sent: 'Farm deployment sent',
  another: 'Deploy another farm',
  newFarm: 'New farm address',
  addressNote: 'The address the factory gives the farm when the deployment is mined in this block.',
  chooseToken: 'Choose a token',
  noEligibleTokens:
    'Every token you deployed already has a farm, or you have none yet. Deploy a farm token first.',
  notSettableTitle: 'Not set here',
  notSettableIntro: 'The factory takes no value for these farm settings:',
} as const;

export const FARM_DEPLOY_LABELS: Readonly<Record<FarmDeployField, string>> = {
  tokenAddress: 'Reward token',
  farmName: 'Farm name',
  farmBanner: 'Banner image link',
  tokenPerBlock: 'Reward per block',
  bonusEndBlock: 'Bonus end block',
  bonusMultiplier: 'Bonus multiplier',
  btcAllocPoint: 'BTC pool allocation points',
  tokenAllocPoint: 'Token pool allocation points',
  userBTCFeePercentage: 'BTC staking fee (%)',
  userFeeRecipient: 'Fee recipient',
};

export const FARM_DEPLOY_HINTS: Readonly<Partial<Record<FarmDeployField, string>>> = {
  farmBanner: 'Optional, an https:// link.',
  tokenPerBlock: 'Tokens minted as rewards each block, in whole tokens.',
  bonusEndBlock: 'Rewards are multiplied until this block; 0 for no bonus.',
  bonusMultiplier: '1 for no bonus.',
  userBTCFeePercentage: 'Charged on every BTC stake; part goes to MotoSwap and OP_NET.',
  userFeeRecipient: 'A Bitcoin address of this network. Your address by default.',
};

/** A factory deployment creates contracts: it may spend up to 50,000 sats. */
export function deployFees(feeRate: number, priorityFee: bigint): TransactionFees {
  return {
    feeRate,
    priorityFee,
    maximumAllowedSatToSpend: MAXIMUM_ALLOWED_SAT_TO_SPEND.deployment,
  };
}
