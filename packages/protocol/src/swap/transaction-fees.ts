import { UINT256_MAX } from '../amount/units.ts';
import {
  APPROVAL_FEE,
  MAXIMUM_ALLOWED_SAT_TO_SPEND,
  RESERVE_SCREEN_FEE_RATE_INCREASE,
} from '../constants.ts';
import { reservationMaximumAllowedSatToSpend } from '../nativeswap/reserve-requirements.ts';
import type { TransactionSettings } from '../validation/settings.ts';

/** The node's fee-rate estimates in sat/vB (btc_gas: bitcoin.conservative and recommended). */
export interface FeeRateEstimates {
  conservative: number;
  low: number;
  medium: number;
  high: number;
}

/**
 * The mining fee rate a transaction pays under the settings' fee mode: Automatic takes the node's
 * conservative estimate (what the client library would pick), Low its low recommendation, Custom
 * the user's rate.
 */
export function resolveFeeRate(
  settings: Pick<TransactionSettings, 'feeRateMode' | 'miningFeeRate'>,
  estimates: FeeRateEstimates,
): number {
  switch (settings.feeRateMode) {
    case 'custom':
      return settings.miningFeeRate;
    case 'low':
      return estimates.low;
    case 'auto':
      return estimates.conservative;
  }
}

/** What one transaction pays: fee rate (sat/vB), priority fee and the most sats it may spend. */
export interface TransactionFees {
  feeRate: number;
  priorityFee: bigint;
  maximumAllowedSatToSpend: bigint;
}

/**
 * A MotoSwap router call's fees (a swap, adding or removing liquidity): the settings' rate and
 * priority fee, spending at most 20,000 sats, the spec's cap for swaps.
 */
export function routerCallFees(feeRate: number, priorityFee: bigint): TransactionFees {
  return { feeRate, priorityFee, maximumAllowedSatToSpend: MAXIMUM_ALLOWED_SAT_TO_SPEND.swap };
}

/** The swap() that executes a NativeSwap reservation is a swap too: the same cap. */
export const reservedSwapFees = routerCallFees;

/** A token send's fees: the settings' rate and priority fee, spending at most 5,000 sats. */
export function tokenSendFees(feeRate: number, priorityFee: bigint): TransactionFees {
  return {
    feeRate,
    priorityFee,
    maximumAllowedSatToSpend: MAXIMUM_ALLOWED_SAT_TO_SPEND.tokenSend,
  };
}

/**
 * An approval's fees (docs/swap.md#approvals): it pays a little more than the action that needs it,
 * to be mined first: priority +200 sats, fee rate +1 sat/vB, and it spends at most 10,000 sats
 * (never more than the action itself may).
 */
export function approvalFees(action: TransactionFees): TransactionFees {
  const cap = APPROVAL_FEE.maximumSpendSats;
  return {
    feeRate: action.feeRate + APPROVAL_FEE.feeRateIncrease,
    priorityFee: action.priorityFee + APPROVAL_FEE.priorityFeeIncrease,
    maximumAllowedSatToSpend:
      action.maximumAllowedSatToSpend < cap ? action.maximumAllowedSatToSpend : cap,
  };
}

/** An approval is asked for only when the current allowance is lower than the amount. */
export function needsApproval(allowance: bigint, amount: bigint): boolean {
  return allowance < amount;
}

/**
 * The increaseAllowance amount that raises an allowance to the maximum (uint256), so the token
 * never needs approving again for this spender.
 */
export function maximumAllowanceIncrease(allowance: bigint): bigint {
  if (allowance < 0n) throw new RangeError(`Negative allowance: ${allowance}`);
  return allowance >= UINT256_MAX ? 0n : UINT256_MAX - allowance;
}

/** A reservation's fees: the settings' fee rate raised on the reserve screen, its spending cap. */
export function reservationFees(
  feeRate: number,
  priorityFee: bigint,
  amount: bigint,
): TransactionFees {
  return {
    feeRate: feeRate + RESERVE_SCREEN_FEE_RATE_INCREASE,
    priorityFee,
    maximumAllowedSatToSpend: reservationMaximumAllowedSatToSpend(amount),
  };
}
