import { basisPointsOf } from '@opswap/protocol/math/basis-points';
import type { TxOutput } from '../../tx/parsed-transaction.ts';

/**
 * The BTC fee of a MotoChef BTC stake. The stake itself is virtual (the devnet does not follow
 * the staked UTXO); its fee must be paid to the fee recipients in the staking transaction's
 * outputs.
 */

/** One recipient's part of the fee: a Bitcoin address and basis points of the fee. */
export interface BtcFeeShare {
  recipient: string;
  bps: bigint;
}

export interface BtcFeeDue {
  recipient: string;
  sats: bigint;
}

/**
 * What each recipient is due of a fee, rounded down; shares to one address add up, and a share
 * without an address is not charged.
 */
export function splitBtcFee(fee: bigint, shares: readonly BtcFeeShare[]): BtcFeeDue[] {
  const due = new Map<string, bigint>();
  for (const share of shares) {
    const sats = basisPointsOf(fee, share.bps);
    if (share.recipient === '' || sats === 0n) continue;
    due.set(share.recipient, (due.get(share.recipient) ?? 0n) + sats);
  }
  return [...due].map(([recipient, sats]) => ({ recipient, sats }));
}

/** The sats a transaction's outputs pay to an address. */
export function satsPaidTo(outputs: readonly TxOutput[], recipient: string): bigint {
  return outputs
    .filter((output) => output.address === recipient)
    .reduce((sum, output) => sum + output.value, 0n);
}

/** The first fee the outputs do not cover, or null when every recipient is paid. */
export function unpaidBtcFee(
  outputs: readonly TxOutput[],
  fees: readonly BtcFeeDue[],
): BtcFeeDue | null {
  return fees.find((fee) => satsPaidTo(outputs, fee.recipient) < fee.sats) ?? null;
}
