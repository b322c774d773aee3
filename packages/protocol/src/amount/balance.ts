import { BALANCE_GAS_BUFFER_PER_MILLE } from '../constants.ts';

const PER_MILLE = 1000n;

/**
 * The balance check (docs/amounts-and-display.md#balance-check): the amount plus 0.1 percent must
 * not exceed the balance. Exact integer math: amount x 1001 <= balance x 1000, the same as rounding
 * the buffer up.
 */
export function isWithinBalance(amount: bigint, balance: bigint): boolean {
  return amount * (PER_MILLE + BALANCE_GAS_BUFFER_PER_MILLE) <= balance * PER_MILLE;
}

/**
 * What the MAX button fills in: the largest amount that still passes the balance check, i.e. the
 * balance times 1000/1001 rounded down (the spec's max-multiplier; its value is not shown).
 */
export function maxSpendableAmount(balance: bigint): bigint {
  if (balance <= 0n) return 0n;
  return (balance * PER_MILLE) / (PER_MILLE + BALANCE_GAS_BUFFER_PER_MILLE);
}

export type AmountInputSide = 'sell' | 'buy';

/**
 * Whether an amount input takes its error style: above the balance, never on the Buy side. The
 * spec compares with the plain balance; the 0.1 percent buffer only drives the button text.
 */
export function amountInputHasError(
  amount: bigint,
  balance: bigint | null,
  side: AmountInputSide,
): boolean {
  if (side === 'buy' || balance === null) return false;
  return amount > balance;
}
