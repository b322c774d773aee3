import { MAXIMUM_ALLOWED_SAT_TO_SPEND, RESERVATION_BASE_FEE_SATS } from '../constants.ts';

/** The reserve screen's message when the wallet cannot cover the reservation. */
export const NOT_ENOUGH_BITCOIN_MESSAGE =
  'It appears you do not have enough Bitcoin to complete this transaction. Please ensure you have sufficient funds in your wallet.';

/** BTC the reserve screen requires: amount + estimated gas + reservation base fee. */
export function reserveRequiredSatoshis(
  amount: bigint,
  estimatedGasSats: bigint,
  reservationBaseFee: bigint = RESERVATION_BASE_FEE_SATS,
): bigint {
  return amount + estimatedGasSats + reservationBaseFee;
}

/** The reserve screen's balance check: the message when short, else null. */
export function reserveBalanceError(balanceSats: bigint, requiredSats: bigint): string | null {
  return balanceSats < requiredSats ? NOT_ENOUGH_BITCOIN_MESSAGE : null;
}

/** maximumAllowedSatToSpend of a reservation: its amount plus 20,000 sats. */
export function reservationMaximumAllowedSatToSpend(amount: bigint): bigint {
  return amount + MAXIMUM_ALLOWED_SAT_TO_SPEND.reservationExtra;
}
