import { SLIPPAGE_PRESETS } from '@opswap/protocol/constants';
import { MOTO_DEFAULTS } from '../contracts/moto.ts';
import { MOTO_ICON, ODYS_ICON, PILL_ICON } from './token-icons.ts';

/**
 * What the seed world holds, as data: the tokens, what every development account gets, the pools
 * with their first liquidity and a little trading history. Prices: 1 MOTO = 2 PILL = 5 ODYS.
 */

export const TOKEN_DECIMALS = 18;
const UNIT = 10n ** BigInt(TOKEN_DECIMALS);
/** Whole tokens in base units. */
export const tokens = (amount: bigint): bigint => amount * UNIT;

export type SeedTokenSymbol = 'MOTO' | 'PILL' | 'ODYS';

export interface SeedToken {
  symbol: SeedTokenSymbol;
  /** The contract kind the devnet deploys it as. */
  kind: 'MOTO' | 'OP20';
  name: string;
  maxSupply: bigint;
  icon: string;
  /** What every development account holds after the seed's initial mint. */
  perAccount: bigint;
}

export const SEED_TOKENS: readonly SeedToken[] = [
  {
    symbol: 'MOTO',
    kind: 'MOTO',
    name: MOTO_DEFAULTS.name,
    maxSupply: MOTO_DEFAULTS.maxSupply,
    icon: MOTO_ICON,
    perAccount: tokens(100_000n),
  },
  {
    symbol: 'PILL',
    kind: 'OP20',
    name: 'Orange Pill',
    maxSupply: tokens(2_000_000_000n),
    icon: PILL_ICON,
    perAccount: tokens(200_000n),
  },
  {
    symbol: 'ODYS',
    kind: 'OP20',
    name: 'Odyssey',
    maxSupply: tokens(5_000_000_000n),
    icon: ODYS_ICON,
    perAccount: tokens(500_000n),
  },
];

/**
 * Development account roles: the deployer and first liquidity provider, a second provider,
 * traders; native-world-plan.ts gives accounts 1 to 9 their NativeSwap, staking and farm roles.
 */
export const DEPLOYER = 0;
export const SECOND_PROVIDER = 1;
export const MINIMUM_SEED_ACCOUNTS = 10;

export interface SeedLiquidity {
  account: number;
  tokenA: SeedTokenSymbol;
  tokenB: SeedTokenSymbol;
  amountA: bigint;
  amountB: bigint;
}

/** Added in one block, in this order: the first deposit of each pair sets its price. */
export const SEED_LIQUIDITY: readonly SeedLiquidity[] = [
  {
    account: DEPLOYER,
    tokenA: 'MOTO',
    tokenB: 'PILL',
    amountA: tokens(10_000n),
    amountB: tokens(20_000n),
  },
  {
    account: DEPLOYER,
    tokenA: 'MOTO',
    tokenB: 'ODYS',
    amountA: tokens(10_000n),
    amountB: tokens(50_000n),
  },
  {
    account: DEPLOYER,
    tokenA: 'PILL',
    tokenB: 'ODYS',
    amountA: tokens(20_000n),
    amountB: tokens(50_000n),
  },
  {
    account: SECOND_PROVIDER,
    tokenA: 'MOTO',
    tokenB: 'PILL',
    amountA: tokens(2_000n),
    amountB: tokens(4_000n),
  },
];

export type SeedTrade =
  | { kind: 'swap'; account: number; amountIn: bigint; path: readonly SeedTokenSymbol[] }
  /** Removes `percent` of the account's LP tokens of the pair. */
  | {
      kind: 'removeLiquidity';
      account: number;
      tokenA: SeedTokenSymbol;
      tokenB: SeedTokenSymbol;
      percent: bigint;
    };

/**
 * The trading history, one block per entry, after the liquidity block. No two trades of a block
 * touch the same pool, so the quote each swap's minimum comes from still holds when it executes;
 * each pool sees trades both ways, so prices end near the seeded ones.
 */
export const SEED_HISTORY: readonly (readonly SeedTrade[])[] = [
  [
    { kind: 'swap', account: 2, amountIn: tokens(250n), path: ['MOTO', 'PILL'] },
    { kind: 'swap', account: 3, amountIn: tokens(1_000n), path: ['ODYS', 'MOTO'] },
    { kind: 'swap', account: 4, amountIn: tokens(400n), path: ['PILL', 'ODYS'] },
  ],
  [
    { kind: 'swap', account: 2, amountIn: tokens(100n), path: ['MOTO', 'PILL', 'ODYS'] },
    { kind: 'swap', account: 3, amountIn: tokens(250n), path: ['MOTO', 'ODYS'] },
  ],
  [
    {
      kind: 'removeLiquidity',
      account: SECOND_PROVIDER,
      tokenA: 'MOTO',
      tokenB: 'PILL',
      percent: 50n,
    },
    { kind: 'swap', account: 3, amountIn: tokens(1_500n), path: ['ODYS', 'PILL'] },
    { kind: 'swap', account: 4, amountIn: tokens(250n), path: ['ODYS', 'MOTO'] },
  ],
  [{ kind: 'swap', account: 4, amountIn: tokens(700n), path: ['PILL', 'MOTO'] }],
];

/** The swaps' minimum out: the quote less the app's Medium slippage preset, in basis points. */
export const SEED_SLIPPAGE_BPS = BigInt(SLIPPAGE_PRESETS.Medium);
/** Router deadlines, in blocks after the current one: one of the app's presets. */
export const SEED_DEADLINE_BLOCKS = 10n;
