import type { Network } from '@btc-vision/bitcoin';
import { isCoinbaseInput, readBitcoinTransaction } from './bitcoin-transaction.ts';
import type { UtxoLedger } from './ledger.ts';
import type { Mempool, MempoolEntry } from './mempool.ts';
import { MempoolRejection, rejectionMessages as reasons } from './rejection.ts';
import type { DecodedTransaction, TransactionDecoder } from './transaction-decoder.ts';

export interface MempoolPolicy {
  /** sat/vB a transaction must pay; 0 accepts free transactions. */
  minRelayFeeRate: bigint;
  /** sat/vB a replacement must add on top of what the replaced transactions paid. */
  incrementalRelayFeeRate: bigint;
}

export const DEFAULT_MEMPOOL_POLICY: MempoolPolicy = {
  minRelayFeeRate: 1n,
  incrementalRelayFeeRate: 1n,
};

/** A transaction that may enter the mempool, and the pending ones it pushes out. */
export interface AcceptancePlan {
  decoded: DecodedTransaction;
  fee: bigint;
  /** Pending transactions it replaces (direct conflicts and their descendants), arrival order. */
  replaces: string[];
}

export interface AcceptanceContext {
  network: Network;
  ledger: UtxoLedger;
  mempool: Mempool;
  decoder: TransactionDecoder;
  policy: MempoolPolicy;
  tipHeight: number;
}

function parseStructure(
  raw: Uint8Array,
  network: Network,
): ReturnType<typeof readBitcoinTransaction> {
  try {
    return readBitcoinTransaction(raw, network);
  } catch {
    throw new MempoolRejection(null, 'TX decode failed');
  }
}

/** Checks a raw transaction against the ledger and the mempool as Bitcoin Core's mempool would. */
export function planAcceptance(raw: Uint8Array, context: AcceptanceContext): AcceptancePlan {
  const { ledger, mempool, policy } = context;
  const structure = parseStructure(raw, context.network);
  const txid = structure.txid;
  const rejection = (message: string): MempoolRejection => new MempoolRejection(txid, message);

  if (mempool.has(txid)) throw rejection(reasons.alreadyInMempool);
  if (ledger.has(txid)) throw rejection(reasons.alreadyKnown);
  if (
    structure.inputs.length === 1 &&
    isCoinbaseInput(structure.inputs[0] as { txid: string; vout: number })
  ) {
    throw rejection(reasons.coinbase);
  }
  if (structure.inputs.length === 0) throw rejection(reasons.noInputs);
  if (structure.outputs.length === 0) throw rejection(reasons.noOutputs);

  const seen = new Set<string>();
  const conflicts = new Set<string>();
  let valueIn = 0n;
  for (const input of structure.inputs) {
    const outpoint = `${input.txid}:${input.vout}`;
    if (seen.has(outpoint)) throw rejection(reasons.duplicateInputs);
    seen.add(outpoint);
    const prevout = ledger.output(input.txid, input.vout);
    if (!prevout) throw rejection(reasons.missingInputs);
    const spend = ledger.spenderOf(input.txid, input.vout);
    if (spend?.confirmed) throw rejection(reasons.missingInputs);
    if (spend) conflicts.add(spend.txid);
    const lock = ledger.lockOf(prevout);
    if (lock > 0 && (prevout.height === null || context.tipHeight - prevout.height + 1 < lock)) {
      throw rejection(reasons.notFinal);
    }
    valueIn += prevout.value;
  }

  const direct = [...conflicts];
  const replaces = [
    ...direct,
    ...mempool.descendants(direct, (t, v) => ledger.spenderOf(t, v)?.txid),
  ];
  const replacedSet = new Set(replaces);
  for (const input of structure.inputs) {
    if (replacedSet.has(input.txid)) throw rejection(reasons.replacementSpendsConflict(txid));
  }

  const valueOut = structure.outputs.reduce((sum, out) => sum + out.value, 0n);
  if (valueIn < valueOut) throw rejection(reasons.inBelowOut(valueIn, valueOut));
  const fee = valueIn - valueOut;

  let decoded: DecodedTransaction;
  try {
    decoded = context.decoder.decode(raw, (t, v) => ledger.prevout(t, v), {
      tipHeight: context.tipHeight,
      mined: false,
    });
  } catch (error) {
    throw rejection(error instanceof Error ? error.message : String(error));
  }
  const vsize = decoded.transaction.vsize;
  const minimum = policy.minRelayFeeRate * BigInt(vsize);
  if (fee < minimum) throw rejection(reasons.minRelayFee(fee, minimum));

  if (replaces.length > 0) checkReplacement(txid, fee, vsize, direct, replaces, mempool, policy);
  return { decoded, fee, replaces };
}

/** BIP125 as Core applies it: a better fee rate than each conflict, and more fee than all of them. */
function checkReplacement(
  txid: string,
  fee: bigint,
  vsize: number,
  direct: readonly string[],
  replaces: readonly string[],
  mempool: Mempool,
  policy: MempoolPolicy,
): void {
  for (const conflictId of direct) {
    const conflict = mempool.get(conflictId) as MempoolEntry;
    if (fee * BigInt(conflict.vsize) <= conflict.fee * BigInt(vsize)) {
      throw new MempoolRejection(
        txid,
        reasons.replacementFeeRate(conflictId, fee, vsize, conflict.fee, conflict.vsize),
      );
    }
  }
  const replacedFees = replaces.reduce((sum, id) => sum + (mempool.get(id)?.fee ?? 0n), 0n);
  const required = replacedFees + policy.incrementalRelayFeeRate * BigInt(vsize);
  if (fee < required) {
    throw new MempoolRejection(
      txid,
      reasons.replacementAbsoluteFee(direct[0] as string, fee, required),
    );
  }
}
