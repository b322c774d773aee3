import { quote } from './amm-math.ts';
import {
  mintLiquidity,
  optimalLiquidityAmounts,
  shareAfterMintBps,
  type PairAmounts,
} from './liquidity-math.ts';
import type { PairPoolState } from './pair-order.ts';
import { minimumAmountOut } from './slippage.ts';

/** The two tokens of the add flow: A is the first one picked, B the second. */
export type LiquiditySide = 'A' | 'B';

/** MotoSwap LP tokens have 18 decimals; a pool not created yet has none to read. */
export const LP_TOKEN_DECIMALS = 18;

/**
 * Whether this deposit sets the price: the pair has no pool yet (the router's addLiquidity creates
 * it) or its pool holds no reserves. Both amounts are then the provider's to choose.
 */
export function isFirstLiquidity(pool: PairPoolState | null): boolean {
  return pool === null || (pool.reserveA === 0n && pool.reserveB === 0n);
}

/**
 * The other side's amount for the amount typed on `side`, at the pool's ratio (the router's quote:
 * amount x other reserve / typed reserve, rounded down). Null when the other side is free (first
 * liquidity) or nothing above zero is typed.
 */
export function pairedAmount(
  typed: bigint,
  side: LiquiditySide,
  pool: PairPoolState | null,
): bigint | null {
  if (pool === null || isFirstLiquidity(pool) || typed <= 0n) return null;
  return side === 'A'
    ? quote(typed, pool.reserveA, pool.reserveB)
    : quote(typed, pool.reserveB, pool.reserveA);
}

/** What supplying two amounts does, as the router and the pool will compute it. */
export interface AddLiquidityPreview extends PairAmounts {
  /** The least the router may deposit of each token: the amounts less the max slippage. */
  amountAMin: bigint;
  amountBMin: bigint;
  /** LP tokens minted to the provider. */
  liquidity: bigint;
  /** The share of the pool those LP tokens hold once minted, in basis points. */
  shareBps: bigint;
  /** The deposit creates the pool or sets its price. */
  firstLiquidity: boolean;
}

export interface AddLiquidityInput {
  /** The amounts the provider offers (the router's amountADesired and amountBDesired). */
  amountA: bigint;
  amountB: bigint;
  /** The pair's pool in A/B order; null when it does not exist yet. */
  pool: PairPoolState | null;
  /** The max slippage setting, hundredths of a percent. */
  maxSlippage: bigint;
}

/**
 * The router's deposit of the offered amounts (the largest pair at the pool ratio, or both as
 * offered into an empty pool), the LP tokens it mints and their share, and the minimums sent
 * with it. Throws the pool's AmmError when the deposit would mint nothing.
 */
export function previewAddLiquidity(input: AddLiquidityInput): AddLiquidityPreview {
  const { amountA, amountB, maxSlippage } = input;
  const pool = input.pool ?? { reserveA: 0n, reserveB: 0n, totalSupply: 0n };
  const deposited = optimalLiquidityAmounts({
    amountADesired: amountA,
    amountBDesired: amountB,
    amountAMin: 0n,
    amountBMin: 0n,
    reserveA: pool.reserveA,
    reserveB: pool.reserveB,
  });
  const mint = mintLiquidity({
    amount0: deposited.amountA,
    amount1: deposited.amountB,
    reserve0: pool.reserveA,
    reserve1: pool.reserveB,
    totalSupply: pool.totalSupply,
  });
  return {
    ...deposited,
    amountAMin: minimumAmountOut(amountA, maxSlippage),
    amountBMin: minimumAmountOut(amountB, maxSlippage),
    liquidity: mint.liquidity,
    shareBps: shareAfterMintBps(mint, pool.totalSupply),
    firstLiquidity: isFirstLiquidity(input.pool),
  };
}

/** The add flow's texts (design; the spec names none but the errors). */
export const ADD_LIQUIDITY_TEXTS = {
  title: 'Add Liquidity',
  firstProvider: 'You are the first liquidity provider: the ratio you add sets the price.',
  lpToReceive: 'LP tokens to receive',
  shareOfPool: 'Share of pool',
  minimumDeposited: (symbol: string) => `Minimum ${symbol} deposited`,
  maxSlippage: 'Max slippage',
  deadline: 'Deadline',
  approves: (symbol: string) =>
    `Your wallet first approves the router to spend your ${symbol}; the deposit follows once a block has mined the approval.`,
  supply: 'Supply',
  confirmSupply: 'Confirm Supply',
  supplying: 'Supplying...',
  approving: 'Approving...',
  submitted: 'Liquidity added',
  failed: 'Adding liquidity failed',
  backToAdd: 'Back to Add Liquidity',
  newPosition: 'Add More Liquidity',
  summary: (amountA: string, amountB: string) => `Supplied ${amountA} and ${amountB}`,
  next: 'Next',
  previous: 'Previous',
  steps: 'Add liquidity steps',
  tokenOne: 'Token one',
  tokenTwo: 'Token two',
  lookingUpPool: 'Looking up the pool...',
  poolReserves: 'Pool reserves',
  enterAmounts: 'Enter the amounts to deposit.',
  pairedNote: (symbol: string) => `The ${symbol} amount follows the pool's current ratio.`,
  deposit: (symbol: string) => `Deposit ${symbol}`,
} as const;
