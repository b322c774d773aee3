import type { FarmSummary } from '@opswap/protocol/farms/farm-list';

/** A token a farm pays or takes, as its contract's metadata names it. */
export interface FarmToken {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
}

/** One MotoChef pool as /farm shows it; amounts in the pool token's base units (sats for BTC). */
export interface FarmPool {
  poolId: number;
  /** The token the pool takes; null for the BTC pool. */
  token: FarmToken | null;
  allocPoint: bigint;
  /** What is deposited in the pool: the farm's balance of its token, or the BTC staked. */
  totalSupply: bigint;
  /** The pool's share of the farm's reward each block, in the farm token. */
  rewardsPerBlock: bigint;
  /** The wallet's deposit (getUserInfo); null without a wallet. */
  deposited: bigint | null;
  /** What the wallet could harvest now (pendingMoto), in the farm token; null without a wallet. */
  pending: bigint | null;
}

/**
 * A farm on chain: the devnet's MotoChef or one the MotoChef factory deployed. The overview's
 * figures count in the farm token: the wallet's balance of it, the pending harvest over all
 * pools, its total supply and what the farm pays each block.
 */
export interface Farm extends FarmSummary {
  address: string;
  token: FarmToken;
  pools: FarmPool[];
}
