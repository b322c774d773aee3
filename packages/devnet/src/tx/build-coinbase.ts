import {
  address,
  type Bytes32,
  type Network,
  networks,
  type Satoshi,
  type Script,
  script,
  toSatoshi,
  Transaction,
} from '@btc-vision/bitcoin';
import { utf8 } from '../bytes.ts';
import type { SpendableUtxo } from './spendable-utxo.ts';

export interface CoinbaseOutput {
  address: string;
  value: bigint;
}

export interface CoinbaseLikeTransaction {
  txid: string;
  hex: string;
  raw: Uint8Array;
  utxos: SpendableUtxo[];
}

const NULL_HASH = new Uint8Array(32);
const TAG = utf8('opswap devnet');

/**
 * A transaction shaped like a coinbase (one input with a null prevout) that creates spendable
 * outputs out of nothing: the devnet's genesis allocations and faucet payments. Its raw bytes can be
 * served as the previous transaction of the outputs. The height and nonce in the input script make
 * every such transaction's id unique and deterministic.
 */
export function buildCoinbaseLikeTransaction(
  outputs: readonly CoinbaseOutput[],
  options: { height: bigint | number; nonce?: number; network?: Network },
): CoinbaseLikeTransaction {
  if (outputs.length === 0) throw new Error('A coinbase-like transaction needs outputs');
  const network = options.network ?? networks.regtest;
  const nonce = new Uint8Array(4);
  new DataView(nonce.buffer).setUint32(0, options.nonce ?? 0, true);

  const tx = new Transaction();
  tx.version = 2;
  tx.addInput(
    NULL_HASH as Bytes32,
    0xffffffff,
    0xffffffff,
    script.compile([script.number.encode(Number(options.height)), nonce, TAG]),
  );
  const scripts = outputs.map((output) => {
    if (output.value <= 0n) throw new Error('Coinbase-like outputs must carry value');
    const outputScript = address.toOutputScript(output.address, network);
    tx.addOutput(outputScript, toSatoshi(output.value) as Satoshi);
    return outputScript as Script;
  });

  const raw = tx.toBuffer();
  const txid = tx.getId();
  return {
    txid,
    hex: tx.toHex(),
    raw,
    utxos: scripts.map((outputScript, vout) => ({
      txid,
      vout,
      value: outputs[vout]?.value ?? 0n,
      script: outputScript,
      rawTransaction: raw,
    })),
  };
}
