import { recommendedReorgProtectionBlocks } from '@opswap/protocol/nativeswap/reorg-protection';
import { type SeedTokenSymbol, TOKEN_DECIMALS, tokens } from './seed-plan.ts';

/**
 * The NativeSwap, MOTO staking and MotoChef part of the seed world, as data. NativeSwap prices
 * follow the AMM's 1 MOTO = 2 PILL = 5 ODYS at 1 MOTO = 10,000 sats.
 */

/** Where the NativeSwap fees go (the fees address is this account's p2tr). */
export const FEES_ACCOUNT = 9;
/** The MotoChef treasury, which BTC stakes pay their fee to, and the farm factory's fee recipient. */
export const TREASURY_ACCOUNT = 8;

export interface SeedNativePool {
  token: SeedTokenSymbol;
  /** The floor price in sats per whole token: the pool's first quote. */
  satsPerToken: bigint;
  /** What the deployer (account 0) lists as the pool's initial provider. */
  initialLiquidity: bigint;
  maxReservesIn5BlocksPercent: number;
}

/** Each pool starts with about 1 BTC of virtual reserve. */
export const SEED_NATIVE_POOLS: readonly SeedNativePool[] = [
  {
    token: 'MOTO',
    satsPerToken: 10_000n,
    initialLiquidity: tokens(10_000n),
    maxReservesIn5BlocksPercent: 50,
  },
  {
    token: 'PILL',
    satsPerToken: 5_000n,
    initialLiquidity: tokens(20_000n),
    maxReservesIn5BlocksPercent: 50,
  },
  {
    token: 'ODYS',
    satsPerToken: 2_000n,
    initialLiquidity: tokens(50_000n),
    maxReservesIn5BlocksPercent: 50,
  },
];

/** createPool's floor price: token base units per sat. */
export const floorPrice = (pool: SeedNativePool): bigint =>
  10n ** BigInt(TOKEN_DECIMALS) / pool.satsPerToken;

export interface SeedListing {
  account: number;
  token: SeedTokenSymbol;
  amount: bigint;
  /** The priority queue: the priority fee in sats to the fees address, 3 percent of the tokens to staking. */
  priority: boolean;
}

/** Listed in one block; every pool ends with listings in both queues. */
export const SEED_LISTINGS: readonly SeedListing[] = [
  { account: 1, token: 'MOTO', amount: tokens(200n), priority: false },
  { account: 2, token: 'MOTO', amount: tokens(100n), priority: true },
  { account: 3, token: 'MOTO', amount: tokens(50n), priority: false },
  { account: 3, token: 'PILL', amount: tokens(400n), priority: true },
  { account: 4, token: 'PILL', amount: tokens(1_000n), priority: false },
  { account: 4, token: 'ODYS', amount: tokens(500n), priority: true },
  { account: 6, token: 'ODYS', amount: tokens(1_000n), priority: true },
  { account: 5, token: 'ODYS', amount: tokens(2_500n), priority: false },
];

export interface SeedReservation {
  account: number;
  token: SeedTokenSymbol;
  /** maximumAmountIn: the sats the buyer means to pay. */
  satoshis: bigint;
  /** false: the buyer never swaps and the reservation expires. */
  swap: boolean;
}

/**
 * Reserved in one block by four buyers. The first three swap once their activation delay has
 * passed, paying every provider named by the LiquidityReserved events; the last never swaps.
 * Providers are taken from the priority queue first: MOTO and PILL buy part of the priority
 * listing; ODYS all of account 4's priority listing and part of account 6's, and the expired
 * reservation holds another part of account 6's.
 */
export const SEED_RESERVATIONS: readonly SeedReservation[] = [
  { account: 5, token: 'MOTO', satoshis: 500_000n, swap: true },
  { account: 6, token: 'PILL', satoshis: 1_500_000n, swap: true },
  { account: 2, token: 'ODYS', satoshis: 2_000_000n, swap: true },
  { account: 7, token: 'ODYS', satoshis: 150_000n, swap: false },
];

/** The reservation's activation delay: the product's recommended reorg protection for its size. */
export const activationDelayOf = (reservation: SeedReservation): number =>
  recommendedReorgProtectionBlocks(reservation.satoshis);

/** MOTO staked by each account, in one block before any NativeSwap fee arrives. */
export const SEED_STAKES: readonly { account: number; amount: bigint }[] = [
  { account: 1, amount: tokens(5_000n) },
  { account: 2, amount: tokens(2_000n) },
  { account: 4, amount: tokens(1_000n) },
];
/** Claims its staking rewards (MOTO, PILL and ODYS) after the swaps. */
export const SEED_STAKING_CLAIMER = 4;

/** The MOTO farm: MOTO per block, split by allocation points over its pools. */
export const SEED_FARM = {
  motoPerBlock: tokens(10n),
  btcAllocPoint: 1_000n,
  motoAllocPoint: 1_000n,
  /** Pool 2, added by the owner: the MOTO/PILL LP token of the AMM. */
  lpPair: ['MOTO', 'PILL'] as const,
  lpAllocPoint: 2_000n,
} as const;

export const FARM_MOTO_POOL = 1;
export const FARM_LP_POOL = 2;

export type SeedFarmDeposit =
  | { account: number; pool: typeof FARM_LP_POOL; percentOfLp: bigint }
  | { account: number; pool: typeof FARM_MOTO_POOL; amount: bigint };

export const SEED_FARM_DEPOSITS: readonly SeedFarmDeposit[] = [
  { account: 1, pool: FARM_LP_POOL, percentOfLp: 100n },
  { account: 0, pool: FARM_LP_POOL, percentOfLp: 25n },
  { account: 3, pool: FARM_MOTO_POOL, amount: tokens(1_000n) },
];
/** A virtual BTC stake in pool 0 (the sats stay in the wallet; 1 percent goes to the treasury). */
export const SEED_BTC_STAKE = { account: 5, satoshis: 10_000_000n } as const;
/** Harvests the LP pool after the swaps. */
export const SEED_FARM_HARVESTER = 1;
