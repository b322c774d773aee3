import { type Network, networks } from '@btc-vision/bitcoin';
import type { UTXO } from '@btc-vision/transaction';
import { toHex } from '../bytes.ts';
import { outputAddress } from './parse-bitcoin-transaction.ts';

/** An output a devnet key can spend, with the raw transaction that created it (what btc_getUTXOs serves). */
export interface SpendableUtxo {
  txid: string;
  vout: number;
  value: bigint;
  script: Uint8Array;
  /** The whole previous transaction, as the library takes it for nonWitnessUtxo. */
  rawTransaction: Uint8Array;
}

/** The library's UTXO shape for TransactionFactory. */
export function toLibraryUtxo(utxo: SpendableUtxo, network: Network = networks.regtest): UTXO {
  return {
    transactionId: utxo.txid,
    outputIndex: utxo.vout,
    value: utxo.value,
    scriptPubKey: { hex: toHex(utxo.script), address: outputAddress(utxo.script, network) ?? '' },
    nonWitnessUtxo: utxo.rawTransaction,
  };
}
