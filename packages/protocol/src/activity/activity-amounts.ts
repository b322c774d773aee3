import { z } from 'zod';
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
   * in/out of a swap, sent, listed for sale, paid for or reserved by a reservation, or returned
   * by a cancelled listing.
   */
  role: 'in' | 'out' | 'sent' | 'listed' | 'paid' | 'reserved' | 'returned';
}

// What the app records with a reservation and a listing cancellation; their types carry loose
// data, so a record made elsewhere without these fields shows no amount rather than failing.
const reservationAmounts = z.looseObject({
  tokenAddress: addressString,
  amountIn: bigintString,
  amountOut: bigintString,
});
const cancelListingAmounts = z.looseObject({
  token: addressString,
  amount: bigintString,
  penalty: bigintString,
});

/**
 * The tokens and amounts of an activity, from the data the spec names per type
 * (docs/activity.md#activity-data): a swap's tokenOne/amountIn and tokenTwo/amountOut, a send's
 * tokenAddress/amount, a listing's token/amount; and from what the app records: a reservation's
 * sats paid (amountIn) and tokens reserved (amountOut), a cancelled listing's tokens returned
 * (amount less the slashing penalty). Other types name no amounts, so they have none.
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
    case 'CancelListingNativeSwap': {
      const data = cancelListingAmounts.safeParse(activity.data);
      if (!data.success || data.data.penalty > data.data.amount) return [];
      const returned = data.data.amount - data.data.penalty;
      return [{ token: data.data.token, amount: returned, role: 'returned' }];
    }
    default:
      return [];
  }
}

/** An activity type in words: 'ListNativeSwap' reads 'List Native Swap' (design). */
export function activityTypeLabel(type: ActivityType): string {
  return type.replace(/([a-z])([A-Z])/g, '$1 $2');
}
