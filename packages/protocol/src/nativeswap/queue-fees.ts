import { PRIORITY_QUEUE_BASE_FEE_SATS, RESERVATION_BASE_FEE_SATS } from '../constants.ts';
import { NativeSwapError } from './native-swap-error.ts';
import { NATIVE_SWAP_REVERTS, fillTemplate } from './native-swap-reverts.ts';
import {
  MAX_PRIORITY_QUEUE_BASE_FEE_SATS,
  MAX_RESERVATION_BASE_FEE_SATS,
} from './contract-constants.ts';
import { priorityTokenTax } from './listing-rules.ts';

/** What a High (priority) to-Bitcoin listing costs: a BTC fee and a token tax to staking. */
export interface PriorityListingCost {
  satoshis: bigint;
  tokenTax: bigint;
}

/** Priority listing cost: the 50,000-sat queue fee plus 3 percent of the tokens listed. */
export function priorityListingCost(
  tokenAmount: bigint,
  priorityQueueBaseFee: bigint = PRIORITY_QUEUE_BASE_FEE_SATS,
): PriorityListingCost {
  return { satoshis: priorityQueueBaseFee, tokenTax: priorityTokenTax(tokenAmount) };
}

/** A reserve transaction must pay at least the reservation base fee to the fees address. */
export function checkReservationFeePaid(
  paidSatoshis: bigint,
  reservationBaseFee: bigint = RESERVATION_BASE_FEE_SATS,
): void {
  if (paidSatoshis < reservationBaseFee) {
    throw new NativeSwapError(
      fillTemplate(NATIVE_SWAP_REVERTS.reservationFeeNotPaid, {
        received: paidSatoshis,
        wanted: reservationBaseFee,
      }),
    );
  }
}

/** A priority listing must pay at least the priority queue base fee to the fees address. */
export function checkPriorityFeePaid(
  paidSatoshis: bigint,
  priorityQueueBaseFee: bigint = PRIORITY_QUEUE_BASE_FEE_SATS,
): void {
  if (paidSatoshis < priorityQueueBaseFee) {
    throw new NativeSwapError(NATIVE_SWAP_REVERTS.priorityFeeNotPaid);
  }
}

/** setFees: each base fee within its cap (100,000 and 500,000 sats). */
export function checkFeeSettings(reservationBaseFee: bigint, priorityQueueBaseFee: bigint): void {
  if (reservationBaseFee > MAX_RESERVATION_BASE_FEE_SATS) {
    throw new NativeSwapError(NATIVE_SWAP_REVERTS.reservationFeeAboveCap);
  }
  if (priorityQueueBaseFee > MAX_PRIORITY_QUEUE_BASE_FEE_SATS) {
    throw new NativeSwapError(NATIVE_SWAP_REVERTS.priorityFeeAboveCap);
  }
}
