import { Transaction, type Network } from '@btc-vision/bitcoin';
import { toHex } from '../bytes.ts';
import { outputAddress } from '../tx/parse-bitcoin-transaction.ts';
import type { BitcoinTransaction, TxOutput } from '../tx/parsed-transaction.ts';

/**
 * Decodes a transaction's structure without judging it, so that the mempool can answer with the
 * reject reasons of a node (the verifying decoder runs after these checks).
 */
export function readBitcoinTransaction(raw: Uint8Array, network: Network): BitcoinTransaction {
  const tx = Transaction.fromBuffer(raw);
  const outputs: TxOutput[] = tx.outs.map((out, index) => ({
    index,
    value: BigInt(out.value),
    script: out.script,
    address: outputAddress(out.script, network),
  }));
  return {
    txid: tx.getId(),
    hash: toHex(Uint8Array.from(tx.getHash(true)).reverse()),
    raw,
    inputs: tx.ins.map((input) => ({
      txid: toHex(Uint8Array.from(input.hash).reverse()),
      vout: input.index,
      sequence: input.sequence,
    })),
    outputs,
    vsize: tx.virtualSize(),
  };
}

export function isCoinbaseInput(input: { txid: string; vout: number }): boolean {
  return input.vout === 0xffffffff && /^0{64}$/.test(input.txid);
}
