import type { Network } from '@btc-vision/bitcoin';
import { bigintHex } from '../../bytes.ts';
import { BLOCK_VERSION, REGTEST_BITS } from '../../chain/block-header.ts';
import type { ChainBlock } from '../../chain/chain-types.ts';
import { transactionView, type TransactionView } from './transaction-view.ts';

/** opnet's IBlock on the wire. */
export interface BlockView {
  height: string;
  hash: string;
  previousBlockHash: string;
  previousBlockChecksum: string;
  bits: string;
  nonce: number;
  version: number;
  size: number;
  txCount: number;
  weight: number;
  strippedSize: number;
  time: number;
  medianTime: number;
  checksumRoot: string;
  merkleRoot: string;
  storageRoot: string;
  receiptRoot: string;
  ema: string;
  baseGas: string;
  gasUsed: string;
  checksumProofs: [number, string[]][];
  transactions: TransactionView[];
  /** Addresses (0x) of the contracts the block deployed. */
  deployments: string[];
}

export function blockView(
  block: ChainBlock,
  withTransactions: boolean,
  network: Network,
): BlockView {
  const { header } = block;
  return {
    height: header.height.toString(),
    hash: header.hash,
    previousBlockHash: header.previousBlockHash,
    previousBlockChecksum: header.previousBlockChecksum,
    bits: REGTEST_BITS,
    nonce: header.nonce,
    version: BLOCK_VERSION,
    size: header.size,
    txCount: header.txCount,
    weight: header.weight,
    strippedSize: header.strippedSize,
    time: header.time,
    medianTime: header.medianTime,
    checksumRoot: header.checksumRoot,
    merkleRoot: header.merkleRoot,
    storageRoot: header.storageRoot,
    receiptRoot: header.receiptRoot,
    ema: bigintHex(header.ema),
    baseGas: bigintHex(header.baseGas),
    gasUsed: bigintHex(header.gasUsed),
    checksumProofs: [],
    transactions: withTransactions
      ? block.transactions.map((tx) => transactionView(tx, network))
      : [],
    deployments: block.deployments.map((d) => d.address),
  };
}
