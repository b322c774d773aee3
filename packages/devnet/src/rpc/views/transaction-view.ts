import {
  address as bitcoinAddress,
  crypto,
  script,
  Transaction,
  type Network,
} from '@btc-vision/bitcoin';
import { bigintHex, fromHex, toBase64, toHex } from '../../bytes.ts';
import type { MinedTransaction } from '../../chain/chain-types.ts';
import { p2opOf } from '../../chain/contract-directory.ts';
import type { Receipt } from '../../chain/receipt.ts';
import type { ParsedInteraction } from '../../tx/parsed-transaction.ts';
import { encodeRevert } from '../../vm/revert.ts';
import { eventView, type EventView } from './event-view.ts';

export interface InputView {
  originalTransactionId: string;
  outputTransactionIndex: number;
  scriptSignature: { asm: string; hex: string };
  sequenceId: number;
  transactionInWitness: string[];
}

/** An output script as opnet shows it: hex, and the address it pays when it pays one. */
export interface ScriptPubKeyView {
  hex: string;
  address?: string;
}

export interface OutputView {
  index: number;
  value: string;
  scriptPubKey: ScriptPubKeyView;
}

/** opnet's ITransactionReceipt on the wire. */
export interface ReceiptView {
  receipt: null;
  receiptProofs: string[];
  events: EventView[];
  /** Base64 revert data (Error selector, length, message) when the call reverted. */
  revert?: string;
  gasUsed: string;
  specialGasUsed: string;
}

/** opnet's ITransaction on the wire (Generic or Interaction). */
export interface TransactionView extends ReceiptView {
  id: string;
  hash: string;
  index: number;
  blockNumber: string;
  OPNetType: 'Generic' | 'Interaction';
  burnedBitcoin: string;
  priorityFee: string;
  inputs: InputView[];
  outputs: OutputView[];
  contractAddress?: string;
  contractPublicKey?: string;
  calldata?: string;
  senderPubKeyHash?: string;
  contractSecret?: string;
  interactionPubKey?: string;
  from?: string;
  fromLegacy?: string;
  wasCompressed?: boolean;
}

const GAS_ZERO = '0x0';

export function receiptView(receipt: Receipt | null): ReceiptView {
  if (!receipt)
    return {
      receipt: null,
      receiptProofs: [],
      events: [],
      gasUsed: GAS_ZERO,
      specialGasUsed: GAS_ZERO,
    };
  const view: ReceiptView = {
    receipt: null,
    receiptProofs: [],
    events: receipt.events.map(eventView),
    gasUsed: bigintHex(receipt.gasUsed),
    specialGasUsed: GAS_ZERO,
  };
  if (receipt.revert !== null) view.revert = toBase64(encodeRevert(receipt.revert));
  return view;
}

function inputViews(raw: Uint8Array): InputView[] {
  return Transaction.fromBuffer(raw).ins.map((input) => ({
    originalTransactionId: toHex(Uint8Array.from(input.hash).reverse()),
    outputTransactionIndex: input.index,
    scriptSignature: { asm: script.toASM(input.script), hex: toHex(input.script) },
    sequenceId: input.sequence,
    transactionInWitness: input.witness.map((item) => toHex(item)),
  }));
}

export function scriptPubKeyView(output: {
  script: Uint8Array;
  address: string | null;
}): ScriptPubKeyView {
  const hex = toHex(output.script);
  return output.address === null ? { hex } : { hex, address: output.address };
}

export function outputViews(transaction: MinedTransaction['decoded']['transaction']): OutputView[] {
  return transaction.outputs.map((output) => ({
    index: output.index,
    value: output.value.toString(),
    scriptPubKey: scriptPubKeyView(output),
  }));
}

/** The p2tr address an x-only (tweaked) key pays to. */
export function p2trOfTweakedKey(tweakedKey: string, network: Network): string {
  return bitcoinAddress.fromOutputScript(
    Uint8Array.from([0x51, 0x20, ...fromHex(tweakedKey)]),
    network,
  );
}

function interactionFields(
  interaction: ParsedInteraction,
  receipt: Receipt | null,
  network: Network,
): Partial<TransactionView> {
  const senderKey = fromHex(interaction.senderPublicKey);
  const contract = fromHex(interaction.contract);
  const fields: Partial<TransactionView> = {
    contractAddress: p2opOf(interaction.contract, network),
    contractPublicKey: toBase64(contract),
    calldata: toBase64(interaction.calldata),
    senderPubKeyHash: toBase64(crypto.hash160(senderKey)),
    contractSecret: toBase64(contract),
    interactionPubKey: toBase64(senderKey.subarray(1)),
    fromLegacy: toBase64(fromHex(interaction.senderTweakedKey)),
    wasCompressed: false,
  };
  if (receipt?.sender) fields.from = toBase64(fromHex(receipt.sender));
  return fields;
}

export function transactionView(tx: MinedTransaction, network: Network): TransactionView {
  const { transaction, interaction } = tx.decoded;
  const base: TransactionView = {
    id: tx.txid,
    hash: tx.hash,
    index: tx.index,
    blockNumber: bigintHex(BigInt(tx.blockHeight)),
    OPNetType: interaction ? 'Interaction' : 'Generic',
    burnedBitcoin: bigintHex(interaction ? (transaction.outputs[0]?.value ?? 0n) : 0n),
    priorityFee: bigintHex(interaction?.priorityFee ?? 0n),
    inputs: inputViews(transaction.raw),
    outputs: outputViews(transaction),
    ...receiptView(tx.receipt),
  };
  return interaction ? { ...base, ...interactionFields(interaction, tx.receipt, network) } : base;
}
