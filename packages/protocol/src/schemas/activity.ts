import { z } from 'zod/mini';
import type { $ZodShape } from 'zod/v4/core';
import {
  addressString,
  bigintString,
  blockHeight,
  hash32String,
  hexString,
  nonNegativeInteger,
  timestampMs,
  transactionIdString,
} from './common.ts';
import { storable } from './stored-data.ts';

/** Activity statuses as the API reports them (docs/activity.md#statuses). */
export const ACTIVITY_STATUSES = [
  'Pending',
  'Completed',
  'Failed',
  'Fulfilled',
  'Spent',
  'Active',
  'Historic',
  'Cancelled',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
export const activityStatusSchema = z.enum(ACTIVITY_STATUSES, {
  error: `Must be one of ${ACTIVITY_STATUSES.join(', ')}.`,
});

const UNKNOWN_ACTIVITY_TYPE = 'Must be a known activity type.';

export const ACTIVITY_TYPES = [
  'Send',
  'Swap',
  'AddLiquidity',
  'RemoveLiquidity',
  'Transfer',
  'Claim',
  'Reward',
  'Unknown',
  'Stake',
  'Unstake',
  'CreatePool',
  'AddLiquidityNativeSwap',
  'AddLiquidityReservation',
  'NativeSwap',
  'ListNativeSwap',
  'CancelListingNativeSwap',
  'RemoveLiquidityNativeSwap',
  'SwapReservation',
  'Reservation',
  'CancelTransaction',
  'DeployToken',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export const activityTypeSchema = z.enum(ACTIVITY_TYPES, {
  error: UNKNOWN_ACTIVITY_TYPE,
});

// The typed data objects are loose: the listed fields are required, anything else the client
// records about the action is kept rather than silently dropped.
export const swapDataSchema = z.looseObject({
  tokenOne: addressString,
  tokenTwo: addressString,
  amountIn: bigintString,
  amountOut: bigintString,
  reservationHash: z.optional(hash32String),
  feeRate: z.optional(z.number().check(z.nonnegative())),
  compiledTargetScript: z.optional(hexString),
  interactionAddress: z.optional(addressString),
});
export const sendDataSchema = z.looseObject({ tokenAddress: addressString, amount: bigintString });
export const listNativeSwapDataSchema = z.looseObject({
  token: addressString,
  amount: bigintString,
});
export const nativeSwapDataSchema = z.looseObject({ reservationHash: hash32String });
export const cancelTransactionDataSchema = z.looseObject({
  canceledTransactionId: transactionIdString,
});
/** Data of the types for which the spec names no fields. */
export const looseDataSchema = z.record(z.string(), z.unknown());

const TYPED_DATA = {
  Swap: swapDataSchema,
  Send: sendDataSchema,
  ListNativeSwap: listNativeSwapDataSchema,
  NativeSwap: nativeSwapDataSchema,
  CancelTransaction: cancelTransactionDataSchema,
} as const;
type TypedActivityType = keyof typeof TYPED_DATA;
const LOOSE_TYPES = ACTIVITY_TYPES.filter(
  (type): type is Exclude<ActivityType, TypedActivityType> => !(type in TYPED_DATA),
);

/** The activity-type/data pairs, discriminated by type. */
function typedDataVariants<Extra extends $ZodShape>(extra: Extra) {
  return [
    z.object({ ...extra, type: z.literal('Swap'), data: swapDataSchema }),
    z.object({ ...extra, type: z.literal('Send'), data: sendDataSchema }),
    z.object({ ...extra, type: z.literal('ListNativeSwap'), data: listNativeSwapDataSchema }),
    z.object({ ...extra, type: z.literal('NativeSwap'), data: nativeSwapDataSchema }),
    z.object({ ...extra, type: z.literal('CancelTransaction'), data: cancelTransactionDataSchema }),
    z.object({ ...extra, type: z.enum(LOOSE_TYPES), data: looseDataSchema }),
  ] as const;
}

/**
 * POST activity/add: the body names its type and carries that type's data, which is stored as
 * given and so must be storable (STORED_DATA_LIMITS).
 */
export const addActivityBodySchema = storable(
  z.discriminatedUnion('type', typedDataVariants({ transactionId: transactionIdString }), {
    error: UNKNOWN_ACTIVITY_TYPE,
  }),
);
export type AddActivityBody = z.infer<typeof addActivityBodySchema>;
export type AddActivityBodyJson = z.input<typeof addActivityBodySchema>;

/** An activity as the API returns it (docs/activity.md#activity-data). */
export const activitySchema = z.discriminatedUnion(
  'type',
  typedDataVariants({
    transactionId: transactionIdString,
    status: activityStatusSchema,
    timestamp: timestampMs,
    lastUpdated: timestampMs,
    failedReason: z.optional(z.nullable(z.string())),
    blockNumber: z.optional(z.nullable(blockHeight)),
    cancellationTransactionId: z.optional(z.nullable(transactionIdString)),
    receipt: z.optional(z.unknown()),
    events: z.optional(z.array(z.unknown())),
  }),
  { error: UNKNOWN_ACTIVITY_TYPE },
);
export type Activity = z.infer<typeof activitySchema>;
export type ActivityJson = z.input<typeof activitySchema>;

/** GET activity/all and activity/all/{type}: a page of activities. */
export const activityListSchema = z.array(activitySchema);

/** Path params of GET activity/all/{type}. */
export const activityTypeParamsSchema = z.object({ type: activityTypeSchema });
/** Path params of GET activity/{id}. */
export const activityIdParamsSchema = z.object({ id: transactionIdString });

/** The data of a listing notification (docs/activity.md#notifications). */
export const listingNotificationSchema = z.object({
  listingHash: hash32String,
  token: addressString,
  amount: bigintString,
  amountSold: bigintString,
  timestamp: timestampMs,
});
export type ListingNotification = z.infer<typeof listingNotificationSchema>;

/** The data of a reservation notification; expiresAtBlock is null until confirmed. */
export const reservationNotificationSchema = z.object({
  transactionId: transactionIdString,
  timestamp: timestampMs,
  expiresAtBlock: z.nullable(blockHeight),
  amount: bigintString,
});
export type ReservationNotification = z.infer<typeof reservationNotificationSchema>;

/** GET activity/get-activity-overview: the dashboard's header figures and a page of activities. */
export const activityOverviewSchema = z.object({
  totalActivity: nonNegativeInteger,
  pending: nonNegativeInteger,
  pendingSwaps: nonNegativeInteger,
  activeListings: nonNegativeInteger,
  pools: nonNegativeInteger,
  countsByType: z.record(z.string(), nonNegativeInteger),
  activities: activityListSchema,
});
export type ActivityOverview = z.infer<typeof activityOverviewSchema>;
