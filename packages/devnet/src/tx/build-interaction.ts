import { createHash } from 'node:crypto';
import { type Network, networks, toSatoshi, Transaction } from '@btc-vision/bitcoin';
import {
  Address,
  type IChallengeSolution,
  TransactionFactory,
  type Wallet,
} from '@btc-vision/transaction';
import { fromHex, toHex } from '../bytes.ts';
import { type SpendableUtxo, toLibraryUtxo } from './spendable-utxo.ts';

/** The keys that sign an interaction: a development account satisfies this. */
export interface InteractionSigner {
  signer: Wallet['keypair'];
  mldsaSigner: Wallet['mldsaKeypair'];
  p2tr: string;
}

export interface BuildInteractionParams {
  from: InteractionSigner;
  /** The called contract, 0x + 64 hex. */
  contract: string;
  calldata: Uint8Array;
  utxos: readonly SpendableUtxo[];
  challenge: IChallengeSolution;
  /** sat/vB. */
  feeRate: number;
  priorityFee: bigint;
  /** The gas paid in sats (the client's estimatedSatGas); output 0 carries priority + gas, min 330. */
  gasSatFee?: bigint;
  /** Paid at output index 1 onward, in order. */
  extraOutputs?: readonly { address: string; value: bigint }[];
  /** Where the funding change goes; the signer's p2tr by default. */
  refundTo?: string;
  /** The salt seed; derived from the call and the spent UTXOs when absent, to stay deterministic. */
  randomBytes?: Uint8Array;
  linkMldsa?: boolean;
  revealMldsa?: boolean;
  network?: Network;
}

export interface BuiltInteraction {
  fundingTransaction: string;
  interactionTransaction: string;
  fundingTxid: string;
  interactionTxid: string;
  /** The funding transaction's change back to refundTo, spendable next. */
  change: SpendableUtxo[];
}

function defaultRandomBytes(params: BuildInteractionParams): Uint8Array {
  const hash = createHash('sha512');
  hash.update(params.contract);
  hash.update(params.calldata);
  for (const utxo of params.utxos) hash.update(`${utxo.txid}:${utxo.vout}`);
  return new Uint8Array(hash.digest());
}

/**
 * Builds the funding and interaction transactions with TransactionFactory.signInteraction, the code
 * path the `opnet` client's sendTransaction takes. Schnorr signatures use the library's random aux
 * data, so the bytes differ between runs; everything else is deterministic.
 */
export async function buildInteraction(params: BuildInteractionParams): Promise<BuiltInteraction> {
  const network = params.network ?? networks.regtest;
  const refundTo = params.refundTo ?? params.from.p2tr;
  const contractBytes = fromHex(params.contract);
  if (contractBytes.length !== 32) throw new Error('Contract address must be 32 bytes');

  const response = await new TransactionFactory().signInteraction({
    signer: params.from.signer,
    mldsaSigner: params.from.mldsaSigner,
    network,
    contract: '0x' + toHex(contractBytes),
    to: Address.wrap(contractBytes).p2op(network),
    from: refundTo,
    calldata: params.calldata,
    utxos: params.utxos.map((utxo) => toLibraryUtxo(utxo, network)),
    challenge: params.challenge,
    feeRate: params.feeRate,
    priorityFee: params.priorityFee,
    gasSatFee: params.gasSatFee ?? 0n,
    optionalInputs: [],
    optionalOutputs: (params.extraOutputs ?? []).map((output) => ({
      address: output.address,
      value: toSatoshi(output.value),
    })),
    randomBytes: params.randomBytes ?? defaultRandomBytes(params),
    linkMLDSAPublicKeyToAddress: params.linkMldsa ?? true,
    revealMLDSAPublicKey: params.revealMldsa ?? false,
    txVersion: 2,
  });

  // Only the P2WDA path, which a p2tr account never takes, comes back without a funding transaction.
  if (!response.fundingTransaction) throw new Error('The library built no funding transaction');
  const funding = Transaction.fromHex(response.fundingTransaction);
  const fundingRaw = funding.toBuffer();
  const fundingTxid = funding.getId();
  return {
    fundingTransaction: response.fundingTransaction,
    interactionTransaction: response.interactionTransaction,
    fundingTxid,
    interactionTxid: Transaction.fromHex(response.interactionTransaction).getId(),
    change: response.nextUTXOs.map((utxo) => ({
      txid: fundingTxid,
      vout: utxo.outputIndex,
      value: utxo.value,
      script: fromHex(utxo.scriptPubKey.hex),
      rawTransaction: fundingRaw,
    })),
  };
}
