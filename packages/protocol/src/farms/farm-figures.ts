import { isWithinBalance } from '../amount/balance.ts';
import { routerCallFees } from '../swap/transaction-fees.ts';
import { DEAD_ADDRESS } from '../tokens/token.ts';

/** Pool 0 of every MotoChef stakes BTC; its LP token reads as the dead address. */
export const BTC_POOL_ID = 0;
/** Pool 1 stakes the farm's own token, which is also what the farm pays out. */
export const FARM_TOKEN_POOL_ID = 1;

/** The farm's token: the LP token of pool 1; null while the farm has no such pool. */
export function farmTokenOf(lpTokens: readonly string[]): string | null {
  const token = lpTokens[FARM_TOKEN_POOL_ID];
  return token === undefined || token === DEAD_ADDRESS ? null : token;
}

/** Whether a pool is the BTC pool, which takes BTC stakes rather than token deposits. */
export function isBtcPool(poolId: number, lpToken: string): boolean {
  return poolId === BTC_POOL_ID || lpToken === DEAD_ADDRESS;
}

/** The schedule a farm pays its token on. */
export interface FarmSchedule {
  /** The farm's reward per block (getMotoPerBlock), before the bonus multiplier. */
  rewardPerBlock: bigint;
  /** getMultiplier(block, block + 1): the bonus multiplier while the bonus lasts, else 1. */
  multiplier: bigint;
  totalAllocPoint: bigint;
}

/** What the whole farm pays each block now: reward per block times the current multiplier. */
export function farmRewardsPerBlock(schedule: FarmSchedule): bigint {
  return schedule.rewardPerBlock * schedule.multiplier;
}

/** A pool's share of the farm's rewards each block: by its allocation points, rounded down. */
export function poolRewardsPerBlock(schedule: FarmSchedule, allocPoint: bigint): bigint {
  if (schedule.totalAllocPoint <= 0n) return 0n;
  return (farmRewardsPerBlock(schedule) * allocPoint) / schedule.totalAllocPoint;
}

/** The farm's pending harvest: the sum over its pools, null when any is unknown (no wallet). */
export function farmPendingHarvest(pending: readonly (bigint | null)[]): bigint | null {
  let total = 0n;
  for (const amount of pending) {
    if (amount === null) return null;
    total += amount;
  }
  return total;
}

/** Why a deposit cannot go ahead, or null when it can. */
export function depositProblem(amount: bigint | null, balance: bigint): string | null {
  if (amount === null || amount <= 0n) return FARM_TEXTS.enterAmount;
  if (!isWithinBalance(amount, balance)) return FARM_TEXTS.insufficientBalance;
  return null;
}

/** Why a withdrawal cannot go ahead, or null when it can. */
export function withdrawProblem(amount: bigint | null, deposited: bigint): string | null {
  if (amount === null || amount <= 0n) return FARM_TEXTS.enterAmount;
  if (amount > deposited) return FARM_TEXTS.moreThanDeposited;
  return null;
}

/** The texts of /farm: the spec's quoted words, and the product's own for the pool actions. */
export const FARM_TEXTS = {
  title: 'Farms',
  searchPlaceholder: 'Search Farms...',
  searchLabel: 'Search farms by name',
  noFarms: 'No farms available',
  noData: 'No Data',
  columns: {
    name: 'Farm Name',
    balance: 'Your Balance',
    pendingHarvest: 'Pending Harvest',
    totalSupply: 'Total Supply',
    rewardsPerBlock: 'Rewards/Block',
  },
  views: { list: 'List', grid: 'Grid', mini: 'Mini' },
  viewSwitch: 'Farm view',
  mainFarmName: 'MotoChef',
  loading: 'Loading farms...',
  loadFailed: 'Failed to load farms',
  connectForFigures: 'Connect a wallet to see your balance and pending harvest',
  connectToFarm: 'Connect a wallet to deposit, withdraw and harvest',
  notConnected: 'Connect wallet',
  showPools: 'Show pools',
  hidePools: 'Hide pools',
  pools: 'Pools',
  pool: 'Pool',
  btcPool: 'BTC',
  btcPoolNote: 'BTC staking is not available in this app yet.',
  yourDeposit: 'Your deposit',
  pendingHarvest: 'Pending harvest',
  totalSupply: 'Total supply',
  rewardsPerBlock: 'Rewards per block',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  harvest: 'Harvest',
  amount: 'Amount',
  walletBalance: 'Wallet balance',
  enterAmount: 'Enter an amount',
  insufficientBalance: 'Insufficient balance',
  moreThanDeposited: 'More than you deposited',
  nothingToHarvest: 'Nothing to harvest yet',
  reviewTitle: {
    deposit: 'Confirm deposit',
    withdraw: 'Confirm withdrawal',
    harvest: 'Confirm harvest',
  },
  busy: { deposit: 'Depositing...', withdraw: 'Withdrawing...', harvest: 'Harvesting...' },
  failedTitle: {
    deposit: 'Deposit failed',
    withdraw: 'Withdrawal failed',
    harvest: 'Harvest failed',
  },
  sent: { deposit: 'Deposit sent.', withdraw: 'Withdrawal sent.', harvest: 'Harvest sent.' },
  backToFarms: 'Back to farms',
  farm: 'Farm',
  youDeposit: 'You deposit',
  youWithdraw: 'You withdraw',
  youHarvest: 'You harvest at least',
  approvalNote:
    'The farm needs your approval to take this token first; that is sent before the deposit.',
} as const;

export type FarmAction = 'deposit' | 'withdraw' | 'harvest';

/** A farm call (deposit, withdraw, harvest) pays and spends as a router call does. */
export const farmCallFees = routerCallFees;
