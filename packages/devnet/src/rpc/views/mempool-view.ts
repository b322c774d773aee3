import type { Network } from '@btc-vision/bitcoin';
import { bigintHex, toHex } from '../../bytes.ts';
import { p2opOf } from '../../chain/contract-directory.ts';
import type { MempoolEntry } from '../../chain/mempool.ts';
import { p2trOfTweakedKey } from './transaction-view.ts';

/** opnet's IMempoolTransactionData (and its interaction fields) on the wire. */
export interface MempoolTransactionView {
  id: string;
  firstSeen: string;
  blockHeight: string;
  transactionType: 'Generic' | 'Interaction';
  psbt: boolean;
  inputs: { transactionId: string; outputIndex: number }[];
  outputs: { address: string | null; outputIndex: number; value: string; scriptPubKey: string }[];
  raw: string;
  theoreticalGasLimit?: string;
  priorityFee?: string;
  from?: string;
  contractAddress?: string;
  calldata?: string;
}

/**
 * The gas the sats an interaction burns can buy: output 0 minus the priority fee, at gasPerSat
 * (scaled by 1e12 as the client scales it).
 */
function theoreticalGasLimit(entry: MempoolEntry, gasPerSat: bigint): bigint {
  const { interaction, transaction } = entry.decoded;
  const burned = (transaction.outputs[0]?.value ?? 0n) - (interaction?.priorityFee ?? 0n);
  return burned > 0n && gasPerSat > 0n ? (burned * 1_000_000_000_000n) / gasPerSat : 0n;
}

export function mempoolTransactionView(
  entry: MempoolEntry,
  network: Network,
  gasPerSat: bigint,
): MempoolTransactionView {
  const { transaction, interaction } = entry.decoded;
  const view: MempoolTransactionView = {
    id: entry.txid,
    firstSeen: new Date(entry.firstSeen).toISOString(),
    blockHeight: bigintHex(BigInt(entry.heightSeen)),
    transactionType: interaction ? 'Interaction' : 'Generic',
    psbt: false,
    inputs: transaction.inputs.map((input) => ({
      transactionId: input.txid,
      outputIndex: input.vout,
    })),
    outputs: transaction.outputs.map((output) => ({
      address: output.address,
      outputIndex: output.index,
      value: output.value.toString(),
      scriptPubKey: toHex(output.script),
    })),
    raw: toHex(transaction.raw),
  };
  if (!interaction) return view;
  return {
    ...view,
    theoreticalGasLimit: bigintHex(theoreticalGasLimit(entry, gasPerSat)),
    priorityFee: bigintHex(interaction.priorityFee),
    from: p2trOfTweakedKey(interaction.senderTweakedKey, network),
    contractAddress: p2opOf(interaction.contract, network),
    calldata: toHex(interaction.calldata),
  };
}

/** Whether a pending transaction concerns an address (pays it, or is sent by it). */
export function touchesAddress(view: MempoolTransactionView, address: string): boolean {
  return view.from === address || view.outputs.some((output) => output.address === address);
}
