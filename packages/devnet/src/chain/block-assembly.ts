import { ZERO_HASH } from '../bytes.ts';
import type { ContractDeployment } from '../vm/execution.ts';
import {
  blockHash,
  blockSizes,
  checksumRoot,
  GENESIS_PREVIOUS_CHECKSUM,
  GENESIS_PREVIOUS_HASH,
  merkleRoot,
  type BlockHeader,
  type HeaderInput,
} from './block-header.ts';
import type { MinedTransaction } from './chain-types.ts';
import { nextEma } from './gas.ts';
import { receiptRoot, storageRoot } from './receipt.ts';

export interface BlockContents {
  height: number;
  time: number;
  medianTime: number;
  nonce: number;
  transactions: readonly MinedTransaction[];
  deployments: readonly ContractDeployment[];
  baseGas: bigint;
}

/** The header of a block with these contents on top of `parent` (undefined for genesis). */
export function assembleHeader(
  contents: BlockContents,
  parent: BlockHeader | undefined,
): BlockHeader {
  const { transactions } = contents;
  const receipts = receiptRoot(transactions.map((t) => ({ txid: t.txid, receipt: t.receipt })));
  const gasUsed = transactions.reduce((sum, t) => sum + (t.receipt?.gasUsed ?? 0n), 0n);
  const input: HeaderInput = {
    height: contents.height,
    previousBlockHash: parent?.hash ?? GENESIS_PREVIOUS_HASH,
    previousBlockChecksum: parent?.checksumRoot ?? GENESIS_PREVIOUS_CHECKSUM,
    merkleRoot: merkleRoot(transactions.map((t) => t.txid)),
    receiptRoot: receipts,
    storageRoot: storageRoot(
      parent?.storageRoot ?? '0x' + ZERO_HASH,
      contents.deployments,
      receipts,
    ),
    time: contents.time,
    medianTime: contents.medianTime,
    nonce: contents.nonce,
    gasUsed,
  };
  const checksum = checksumRoot(input);
  return {
    ...input,
    hash: blockHash(input, checksum),
    checksumRoot: checksum,
    ema: nextEma(parent?.ema ?? 0n, gasUsed),
    baseGas: contents.baseGas,
    txCount: transactions.length,
    ...blockSizes(
      transactions.map((t) => ({
        rawLength: t.decoded.transaction.raw.length,
        vsize: t.decoded.transaction.vsize,
      })),
    ),
  };
}
