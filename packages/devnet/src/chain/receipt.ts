import { fromHex, sha256, toHex, u32be, u64be, utf8, ZERO_HASH } from '../bytes.ts';
import type { ContractDeployment, ContractEvent } from '../vm/execution.ts';

/** What executing one interaction at inclusion left behind. */
export interface Receipt {
  /** The sender's OP_NET address, 0x + 64 hex; null when no ML-DSA key was linked to it. */
  sender: string | null;
  contract: string;
  gasUsed: bigint;
  events: ContractEvent[];
  /** The revert message when the call reverted; a reverted call changed no contract state. */
  revert: string | null;
  result: Uint8Array;
}

const EMPTY = new Uint8Array(0);

function receiptDigest(txid: string, receipt: Receipt | null): Uint8Array {
  if (!receipt) return sha256(fromHex(txid));
  const parts: Uint8Array[] = [
    fromHex(txid),
    fromHex(receipt.sender ?? ZERO_HASH),
    fromHex(receipt.contract),
    u64be(receipt.gasUsed),
    sha256(receipt.result),
    receipt.revert === null ? EMPTY : utf8(receipt.revert),
    u32be(receipt.events.length),
  ];
  for (const event of receipt.events) {
    parts.push(fromHex(event.contract), sha256(utf8(event.type)), sha256(event.data));
  }
  return sha256(...parts);
}

/** A hash over the block's receipts in order (transactions without a call count by their id). */
export function receiptRoot(
  receipts: readonly { txid: string; receipt: Receipt | null }[],
): string {
  if (receipts.length === 0) return '0x' + ZERO_HASH;
  return '0x' + toHex(sha256(...receipts.map((r) => receiptDigest(r.txid, r.receipt))));
}

/**
 * A running commitment to the contract state: the parent's storage root extended with what this
 * block changed (the deployments and the receipts, which carry every committed call's effects).
 */
export function storageRoot(
  previous: string,
  deployments: readonly ContractDeployment[],
  receiptsRoot: string,
): string {
  const deployed = deployments.map((d) => sha256(utf8(JSON.stringify(d))));
  return '0x' + toHex(sha256(fromHex(previous), ...deployed, fromHex(receiptsRoot)));
}
