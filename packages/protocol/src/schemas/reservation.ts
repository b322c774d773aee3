import { z } from 'zod';
import { MAX_ACTIVATION_DELAY, PRIORITY_FEE_RANGE, SLIPPAGE_RANGE } from '../constants.ts';
import {
  addressString,
  bigintString,
  blockHeight,
  hash32String,
  hexString,
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
    .int({ error: 'Must be a whole percentage.' })
    .min(SLIPPAGE_RANGE.min)
    .max(SLIPPAGE_RANGE.max),
  miningFee: z.number().nonnegative(),
  priorityFee: z.number().int().min(PRIORITY_FEE_RANGE.min).max(PRIORITY_FEE_RANGE.max),
  reorgProtection: z.number().int().min(0).max(MAX_ACTIVATION_DELAY),
});
export type ReservationSettings = z.infer<typeof reservationSettingsSchema>;

/** The UTXO that carries the reservation's activation (timelock) output. */
export const reservationUtxoSchema = z.object({
  transactionId: transactionIdString,
  outputIndex: z.number().int().nonnegative(),
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
  confirmedAtBlock: blockHeight.nullable(),
  expiresAtBlock: blockHeight.nullable(),
  reason: z.string().nullable().optional(),
  timestamp: timestampMs,
  lastUpdated: timestampMs,
  simulationResult: reservationSimulationSchema,
  settings: reservationSettingsSchema,
  reservationUTXO: reservationUtxoSchema.nullable().optional(),
  events: reservationEventsSchema.nullable().optional(),
  receipt: z.unknown().optional(),
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
      reservationUTXO: reservationUtxoSchema.nullable().optional(),
      simulationResult: reservationSimulationSchema,
      settings: reservationSettingsSchema,
    })
    .refine(
      (info) => info.settings.reorgProtection === 0 || (info.reservationUTXO ?? null) !== null,
      {
        error: 'Required when settings.reorgProtection is above 0.',
        path: ['reservationUTXO'],
      },
    ),
});
export type ReservationTrackingBody = z.infer<typeof reservationTrackingBodySchema>;
export type ReservationTrackingBodyJson = z.input<typeof reservationTrackingBodySchema>;
