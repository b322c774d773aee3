import { BTC_DECIMALS, SATS_PER_BTC } from '@opswap/protocol/constants';

/**
 * A transaction the mempool refuses, with the reject reason Bitcoin Core gives for the same case so
 * that clients and the product's error catalogue see the texts they know from a real node.
 */
export class MempoolRejection extends Error {
  override readonly name = 'MempoolRejection';

  constructor(
    readonly txid: string | null,
    message: string,
  ) {
    super(message);
  }
}

const satsToBtc = (sats: bigint): string => {
  const sign = sats < 0n ? '-' : '';
  const abs = sats < 0n ? -sats : sats;
  return `${sign}${abs / SATS_PER_BTC}.${(abs % SATS_PER_BTC).toString().padStart(BTC_DECIMALS, '0')}`;
};

/** Fee rate in BTC/kvB from sats and vbytes, as Core prints it. */
const btcPerKvb = (fee: bigint, vsize: number): string =>
  satsToBtc((fee * 1000n) / BigInt(Math.max(vsize, 1)));

export const rejectionMessages = {
  missingInputs: 'bad-txns-inputs-missingorspent',
  alreadyInMempool: 'txn-already-in-mempool',
  alreadyKnown: 'txn-already-known',
  coinbase: 'coinbase',
  notFinal: 'non-BIP68-final',
  duplicateInputs: 'bad-txns-inputs-duplicate',
  noInputs: 'bad-txns-vin-empty',
  noOutputs: 'bad-txns-vout-empty',
  inBelowOut: (valueIn: bigint, valueOut: bigint): string =>
    `bad-txns-in-belowout, value in (${satsToBtc(valueIn)}) < value out (${satsToBtc(valueOut)})`,
  minRelayFee: (fee: bigint, required: bigint): string =>
    `min relay fee not met, ${fee} < ${required}`,
  replacementFeeRate: (
    replaced: string,
    newFee: bigint,
    newVsize: number,
    oldFee: bigint,
    oldVsize: number,
  ): string =>
    `insufficient fee, rejecting replacement ${replaced}; new feerate ${btcPerKvb(newFee, newVsize)} BTC/kvB <= old feerate ${btcPerKvb(oldFee, oldVsize)} BTC/kvB`,
  replacementAbsoluteFee: (replaced: string, newFee: bigint, required: bigint): string =>
    `insufficient fee, rejecting replacement ${replaced}, not enough additional fees to relay; ${satsToBtc(newFee)} < ${satsToBtc(required)}`,
  replacementSpendsConflict: (txid: string): string =>
    `bad-txns-spends-conflicting-tx, ${txid} spends conflicting transaction`,
} as const;
