import { toBase64 } from '../../bytes.ts';
import type { AddressUtxos, LedgerOutput } from '../../chain/ledger.ts';
import { type ScriptPubKeyView, scriptPubKeyView } from './transaction-view.ts';

/** opnet's RawIUTXO: `raw` indexes the response's raw transaction array. */
export interface UtxoView {
  transactionId: string;
  outputIndex: number;
  value: string;
  scriptPubKey: ScriptPubKeyView;
  raw: number;
}

/** What the client's UTXOsManager expects from btc_getUTXOs. */
export interface UtxosView {
  confirmed: UtxoView[];
  pending: UtxoView[];
  spentTransactions: { transactionId: string; outputIndex: number }[];
  /** Base64 raw transactions, each listed once. */
  raw: string[];
}

export function utxosView(
  utxos: AddressUtxos,
  rawTransaction: (txid: string) => Uint8Array | undefined,
): UtxosView {
  const raw: string[] = [];
  const rawIndex = new Map<string, number>();
  const indexOf = (txid: string): number => {
    let index = rawIndex.get(txid);
    if (index === undefined) {
      index = raw.length;
      raw.push(toBase64(rawTransaction(txid) ?? new Uint8Array(0)));
      rawIndex.set(txid, index);
    }
    return index;
  };
  const view = (output: LedgerOutput): UtxoView => ({
    transactionId: output.txid,
    outputIndex: output.vout,
    value: output.value.toString(),
    scriptPubKey: scriptPubKeyView(output),
    raw: indexOf(output.txid),
  });
  return {
    confirmed: utxos.confirmed.map(view),
    pending: utxos.pending.map(view),
    spentTransactions: utxos.spent.map((s) => ({ transactionId: s.txid, outputIndex: s.vout })),
    raw,
  };
}
