import type { Activity, ActivityType } from '../schemas/activity.ts';

/** One token amount an activity moved, as its data records it. */
export interface ActivityTokenAmount {
  /** The token's address (0x or p2op), or 'bitcoin' for the native coin. */
  token: string;
  /** Base units of that token. */
  amount: bigint;
  /** in/out of a swap, sent, or listed for sale. */
  role: 'in' | 'out' | 'sent' | 'listed';
}

/**
 * The tokens and amounts of an activity, from the data the spec names per type
 * (docs/activity.md#activity-data): a swap's tokenOne/amountIn and tokenTwo/amountOut, a send's
 * tokenAddress/amount, a listing's token/amount. Other types name no amounts, so they have none.
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
    default:
      return [];
  }
}

/** An activity type in words: 'ListNativeSwap' reads 'List Native Swap' (design). */
export function activityTypeLabel(type: ActivityType): string {
  return type.replace(/([a-z])([A-Z])/g, '$1 $2');
}
