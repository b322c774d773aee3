import { z } from 'zod/mini';
import type { Activity, ActivityType } from '../schemas/activity.ts';
import { addressString, bigintString } from '../schemas/common.ts';
import { NATIVE_TOKEN_ADDRESS } from '../tokens/token.ts';

/** One token amount an activity moved, as its data records it. */
export interface ActivityTokenAmount {
  /** The token's address (0x or p2op), or 'bitcoin' for the native coin. */
  token: string;
  /** Base units of that token. */
  amount: bigint;
  /**
   * in/out of a swap, sent, listed for sale, paid for or reserved by a reservation, returned
   * by a cancelled listing, deposited into a pool or withdrawn from one, staked, unstaked (what
   * came back), claimed as staking rewards, or rewarded by a compound (restaked or paid out).
   */
  role:
    | 'in'
    | 'out'
    | 'sent'
    | 'listed'
    | 'paid'
    | 'reserved'
    | 'returned'
    | 'deposited'
    | 'withdrawn'
    | 'staked'
    | 'unstaked'
    | 'claimed'
    | 'rewarded'
    | 'minted';
}

// What the app records with a reservation and a listing cancellation; their types carry loose
// data, so a record made elsewhere without these fields shows no amount rather than failing.
const reservationAmounts = z.looseObject({
  tokenAddress: addressString,
  amountIn: bigintString,
  amountOut: bigintString,
});
// What the pool screens record: an AMM deposit or withdrawal's two tokens, a native pool's
// initial liquidity and a provider's listed tokens.
const pairAmounts = z.looseObject({
  tokenOne: addressString,
  tokenTwo: addressString,
  amountOne: bigintString,
  amountTwo: bigintString,
});
const createPoolAmounts = z.looseObject({ token: addressString, initialLiquidity: bigintString });
const listedAmounts = z.looseObject({ token: addressString, amount: bigintString });
const cancelListingAmounts = z.looseObject({
  token: addressString,
  amount: bigintString,
  penalty: bigintString,
});

// What the staking screen records (docs/staking.md#activity): a stake's MOTO, an unstake's whole
// stake and its slashing fee, a claim's rewards per token, and a compound's restaked MOTO with the
// other reward tokens it paid out.
const stakedAmount = z.looseObject({ token: addressString, amount: bigintString });
const unstakedAmount = z.looseObject({
  token: addressString,
  amount: bigintString,
  fee: bigintString,
});
const rewardList = z.array(z.looseObject({ token: addressString, amount: bigintString }));
const claimedAmounts = z.looseObject({ rewards: rewardList });
// What the deploy page records with a token deployment: the new token and its initial mint.
const deployTokenAmounts = z.looseObject({ token: addressString, initialMintAmount: bigintString });
const compoundAmounts = z.looseObject({
  token: addressString,
  amount: bigintString,
  rewards: z.optional(rewardList),
});

/**
 * The tokens and amounts of an activity, from the data the spec names per type
 * (docs/activity.md#activity-data): a swap's tokenOne/amountIn and tokenTwo/amountOut, a send's
 * tokenAddress/amount, a listing's token/amount; and from what the app records: a reservation's
 * sats paid (amountIn) and tokens reserved (amountOut), a cancelled listing's tokens returned
 * (amount less the slashing penalty), a liquidity deposit's or withdrawal's two tokens, a native
 * pool's initial liquidity and a provider's listed tokens, and the staking screen's stakes,
 * unstakes (the MOTO that came back), claims and compounds, and a deployed token's initial mint.
 * Other types name no amounts, so they have none.
 */
export function activityTokenAmounts(activity: Activity): ActivityTokenAmount[] {
  switch (activity.type) {
    case 'Swap':
      return [
        { token: activity.data.tokenOne, amount: activity.data.amountIn, role: 'in' },
        { token: activity.data.tokenTwo, amount: activity.data.amountOut, role: 'out' },
      ];
    case 'Send':
      return [{ token: activity.data.tokenAddress, amount: activity.data.amount, role: 'sent' }];
    case 'ListNativeSwap':
      return [{ token: activity.data.token, amount: activity.data.amount, role: 'listed' }];
    case 'Reservation': {
      const data = reservationAmounts.safeParse(activity.data);
      if (!data.success) return [];
      return [
        { token: NATIVE_TOKEN_ADDRESS, amount: data.data.amountIn, role: 'paid' },
        { token: data.data.tokenAddress, amount: data.data.amountOut, role: 'reserved' },
      ];
    }
    case 'AddLiquidity':
    case 'RemoveLiquidity': {
      const data = pairAmounts.safeParse(activity.data);
      if (!data.success) return [];
      const role = activity.type === 'AddLiquidity' ? 'deposited' : 'withdrawn';
      return [
        { token: data.data.tokenOne, amount: data.data.amountOne, role },
        { token: data.data.tokenTwo, amount: data.data.amountTwo, role },
      ];
    }
    case 'CreatePool': {
      const data = createPoolAmounts.safeParse(activity.data);
      if (!data.success) return [];
      return [{ token: data.data.token, amount: data.data.initialLiquidity, role: 'listed' }];
    }
    case 'AddLiquidityNativeSwap': {
      const data = listedAmounts.safeParse(activity.data);
      if (!data.success) return [];
      return [{ token: data.data.token, amount: data.data.amount, role: 'listed' }];
    }
    case 'CancelListingNativeSwap': {
      const data = cancelListingAmounts.safeParse(activity.data);
      if (!data.success || data.data.penalty > data.data.amount) return [];
      const returned = data.data.amount - data.data.penalty;
      return [{ token: data.data.token, amount: returned, role: 'returned' }];
    }
    case 'RemoveLiquidityNativeSwap': {
      const data = listedAmounts.safeParse(activity.data);
      if (!data.success) return [];
      return [{ token: data.data.token, amount: data.data.amount, role: 'returned' }];
    }
    case 'Stake': {
      const data = stakedAmount.safeParse(activity.data);
      if (!data.success) return [];
      return [{ token: data.data.token, amount: data.data.amount, role: 'staked' }];
    }
    case 'Unstake': {
      const data = unstakedAmount.safeParse(activity.data);
      if (!data.success || data.data.fee > data.data.amount) return [];
      const returned = data.data.amount - data.data.fee;
      return [{ token: data.data.token, amount: returned, role: 'unstaked' }];
    }
    case 'Claim': {
      const data = claimedAmounts.safeParse(activity.data);
      if (!data.success) return [];
      return data.data.rewards.map(({ token, amount }) => ({ token, amount, role: 'claimed' }));
    }
    case 'Reward': {
      const data = compoundAmounts.safeParse(activity.data);
      if (!data.success) return [];
      const paid = data.data.rewards ?? [];
      return [
        { token: data.data.token, amount: data.data.amount, role: 'rewarded' },
        ...paid.map(({ token, amount }) => ({ token, amount, role: 'rewarded' as const })),
      ];
    }
    case 'DeployToken': {
      const data = deployTokenAmounts.safeParse(activity.data);
      if (!data.success || data.data.initialMintAmount === 0n) return [];
      return [{ token: data.data.token, amount: data.data.initialMintAmount, role: 'minted' }];
    }
    default:
      return [];
  }
}

/** An activity type in words: 'ListNativeSwap' reads 'List Native Swap' (design). */
export function activityTypeLabel(type: ActivityType): string {
  return type.replace(/([a-z])([A-Z])/g, '$1 $2');
}
