import { z } from 'zod/mini';
import { MAX_ACTIVATION_DELAY, PRIORITY_FEE_RANGE, SLIPPAGE_RANGE } from '../constants.ts';
import {
  addressString,
  bigintString,
  blockHeight,
  hash32String,
  hexString,
  nonNegativeInteger,
  oneOfText,
  timestampMs,
  transactionIdString,
} from './common.ts';
import { storedText } from './stored-data.ts';

/** The longest token symbol a reservation keeps. */
export const TOKEN_SYMBOL_MAX_LENGTH = 64;

/** Reservation statuses as the API reports them (docs/activity.md#reservations). */
export const RESERVATION_STATUSES = ['Pending', 'Completed', 'Failed', 'Spent'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** The simulation figures kept with a reservation. */
export const reservationSimulationSchema = z.object({
  estimatedGas: bigintString,
  estimatedSatGas: bigintString,
  minTokenOut: bigintString,
});

/** The settings a reservation was made with; reorgProtection is the activation delay in blocks. */
export const reservationSettingsSchema = z.object({
  slippage: z
    .number()
    .check(
      z.int({ error: 'Must be a whole percentage.' }),
      z.gte(SLIPPAGE_RANGE.min),
      z.lte(SLIPPAGE_RANGE.max),
    ),
  miningFee: z.number().check(z.nonnegative()),
  priorityFee: z
    .number()
    .check(z.int(), z.gte(PRIORITY_FEE_RANGE.min), z.lte(PRIORITY_FEE_RANGE.max)),
  reorgProtection: z.number().check(z.int(), z.gte(0), z.lte(MAX_ACTIVATION_DELAY)),
});
export type ReservationSettings = z.infer<typeof reservationSettingsSchema>;

/** The UTXO that carries the reservation's activation (timelock) output. */
export const reservationUtxoSchema = z.object({
  transactionId: transactionIdString,
  outputIndex: nonNegativeInteger,
  scriptPubKey: z.object({ hex: hexString, address: addressString }),
  value: bigintString,
});
export type ReservationUtxo = z.infer<typeof reservationUtxoSchema>;

/** A provider to pay in the swap: its CSV deposit address and the sats it is owed. */
export const reservedProviderSchema = z.object({
  depositAddress: addressString,
  satoshisAmount: bigintString,
});
export type ReservedProvider = z.infer<typeof reservedProviderSchema>;

/** Reservation provider data: the total to spend and the providers to pay. */
export const reservationProviderDataSchema = z.object({
  totalSatoshisSpent: bigintString,
  reservedProviders: z.array(reservedProviderSchema),
});
export type ReservationProviderData = z.infer<typeof reservationProviderDataSchema>;

export const reservationEventsSchema = z.object({
  ReservationCreated: z.object({ totalSatoshis: bigintString }),
  providers: z.array(reservedProviderSchema),
});

/** A reservation; amountIn is sats, amountOut token base units. */
export const reservationSchema = z.object({
  hash: hash32String,
  tokenSymbol: z.string(),
  tokenAddress: addressString,
  status: z.enum(RESERVATION_STATUSES, { error: `Must be ${oneOfText(RESERVATION_STATUSES)}.` }),
  amountIn: bigintString,
  amountOut: bigintString,
  confirmedAtBlock: z.nullable(blockHeight),
  expiresAtBlock: z.nullable(blockHeight),
  reason: z.optional(z.nullable(z.string())),
  timestamp: timestampMs,
  lastUpdated: timestampMs,
  simulationResult: reservationSimulationSchema,
  settings: reservationSettingsSchema,
  reservationUTXO: z.optional(z.nullable(reservationUtxoSchema)),
  events: z.optional(z.nullable(reservationEventsSchema)),
  receipt: z.optional(z.unknown()),
});
export type Reservation = z.infer<typeof reservationSchema>;
export type ReservationJson = z.input<typeof reservationSchema>;

/** GET reservations. */
export const reservationListSchema = z.array(reservationSchema);

/** Path params of GET reservation/update/{hash}. */
export const reservationHashParamsSchema = z.object({ hash: hash32String });

/** POST reservation/track: what the client knows right after reserving. */
export const reservationTrackingBodySchema = z.object({
  trackingInformation: z
    .object({
      hash: hash32String,
      tokenSymbol: storedText(TOKEN_SYMBOL_MAX_LENGTH),
      tokenAddress: addressString,
      amountIn: bigintString,
      amountOut: bigintString,
      reservationUTXO: z.optional(z.nullable(reservationUtxoSchema)),
      simulationResult: reservationSimulationSchema,
      settings: reservationSettingsSchema,
    })
    .check(
      z.refine(
        (info) => info.settings.reorgProtection === 0 || (info.reservationUTXO ?? null) !== null,
        {
          error: 'Required when settings.reorgProtection is above 0.',
          path: ['reservationUTXO'],
        },
      ),
    ),
});
export type ReservationTrackingBody = z.infer<typeof reservationTrackingBodySchema>;
export type ReservationTrackingBodyJson = z.input<typeof reservationTrackingBodySchema>;
