import { address as bitcoinAddress } from '@btc-vision/bitcoin';
import { normalizeHash } from '../bytes.ts';
import type { Chain } from '../chain/chain.ts';
import type { ChainBlock, MinedTransaction } from '../chain/chain-types.ts';
import type { MempoolEntry, PendingKind } from '../chain/mempool.ts';
import type { Receipt } from '../chain/receipt.ts';
import type { DecodedTransaction } from '../chain/transaction-decoder.ts';
import { p2trOfTweakedKey } from '../rpc/views/transaction-view.ts';
import type { TxOutput } from '../tx/parsed-transaction.ts';

/** mempool.space's GET /api/tx/{txid}/status answer. */
export type MempoolTxStatus =
  | { confirmed: false }
  | { confirmed: true; block_height: number; block_hash: string; block_time: number };

/** A transaction the chain knows, mined or pending, with what the explorer shows of it. */
export interface ExplorerTransaction {
  txid: string;
  kind: PendingKind;
  decoded: DecodedTransaction;
  fee: bigint;
  /** The block holding it; null while pending. */
  block: ChainBlock | null;
  receipt: Receipt | null;
  /** Milliseconds since the epoch, for a pending one. */
  firstSeen: number | null;
}

export interface ExplorerInput {
  txid: string;
  vout: number;
  /** The spent output when the chain knows it (a faucet payment spends nothing real). */
  prevout: TxOutput | null;
}

/** The mempool-style status; null when the chain does not know the transaction. */
export function transactionStatus(chain: Chain, txid: string): MempoolTxStatus | null {
  const found = chain.findTransaction(txid);
  if (!found || found.status === 'replaced') return null;
  if (found.status === 'pending') return { confirmed: false };
  const header = found.block.header;
  return {
    confirmed: true,
    block_height: header.height,
    block_hash: header.hash,
    block_time: header.time,
  };
}

/** A mined transaction as the explorer shows it. */
export function fromMined(block: ChainBlock, tx: MinedTransaction): ExplorerTransaction {
  return {
    txid: tx.txid,
    kind: tx.kind,
    decoded: tx.decoded,
    fee: tx.fee,
    block,
    receipt: tx.receipt,
    firstSeen: null,
  };
}

/** A transaction still in the mempool as the explorer shows it. */
export function fromPending(entry: MempoolEntry): ExplorerTransaction {
  return {
    txid: entry.txid,
    kind: entry.kind,
    decoded: entry.decoded,
    fee: entry.fee,
    block: null,
    receipt: null,
    firstSeen: entry.firstSeen,
  };
}

export type TransactionFind =
  | { status: 'found'; transaction: ExplorerTransaction }
  | { status: 'replaced'; by: string }
  | { status: 'unknown' };

export function findTransaction(chain: Chain, txid: string): TransactionFind {
  const found = chain.findTransaction(txid);
  if (!found) return { status: 'unknown' };
  if (found.status === 'replaced') return { status: 'replaced', by: found.by };
  if (found.status === 'mined') {
    return { status: 'found', transaction: fromMined(found.block, found.transaction) };
  }
  return { status: 'found', transaction: fromPending(found.entry) };
}

/** The output a transaction input spends, when the chain knows it. */
export function prevoutOf(chain: Chain, txid: string, vout: number): TxOutput | null {
  const found = chain.findTransaction(txid);
  if (!found || found.status === 'replaced') return null;
  const decoded = found.status === 'mined' ? found.transaction.decoded : found.entry.decoded;
  return decoded.transaction.outputs[vout] ?? null;
}

export function inputsOf(chain: Chain, transaction: ExplorerTransaction): ExplorerInput[] {
  if (transaction.kind === 'faucet') return [];
  return transaction.decoded.transaction.inputs.map((input) => ({
    txid: input.txid,
    vout: input.vout,
    prevout: prevoutOf(chain, input.txid, input.vout),
  }));
}

/** The interaction sender's p2tr address. */
export function senderAddress(chain: Chain, transaction: ExplorerTransaction): string | null {
  const interaction = transaction.decoded.interaction;
  return interaction ? p2trOfTweakedKey(interaction.senderTweakedKey, chain.network) : null;
}

/** Whether the text is a Bitcoin address of the devnet's network. */
export function isBitcoinAddress(chain: Chain, text: string): boolean {
  try {
    bitcoinAddress.toOutputScript(text, chain.network);
    return true;
  } catch {
    return false;
  }
}

/** How far back the address page looks for transactions. */
export const ADDRESS_SCAN_BLOCKS = 2_000;
export const ADDRESS_TRANSACTION_LIMIT = 50;

function touches(
  chain: Chain,
  transaction: ExplorerTransaction,
  address: string,
  opnetAddress: string | null,
): boolean {
  const { decoded, receipt } = transaction;
  if (decoded.transaction.outputs.some((output) => output.address === address)) return true;
  if (opnetAddress !== null) {
    if (decoded.interaction?.contract === opnetAddress) return true;
    if (receipt?.sender === opnetAddress) return true;
    if (receipt?.events.some((event) => event.contract === opnetAddress)) return true;
  }
  if (transaction.kind === 'faucet') return false;
  return decoded.transaction.inputs.some(
    (input) => prevoutOf(chain, input.txid, input.vout)?.address === address,
  );
}

/**
 * The newest transactions touching an address (pending first): paying it, spending from it, or for
 * an OP_NET address (0x, or a contract's p2op) calling it, sent by it or carrying its events.
 */
export function addressTransactions(chain: Chain, address: string): ExplorerTransaction[] {
  const hash = normalizeHash(address);
  const opnetAddress = hash !== null ? `0x${hash}` : chain.resolveContract(address);
  const found: ExplorerTransaction[] = [];
  const pending = chain.pendingTransactions().reverse();
  for (const entry of pending) {
    const transaction = fromPending(entry);
    if (touches(chain, transaction, address, opnetAddress)) found.push(transaction);
    if (found.length >= ADDRESS_TRANSACTION_LIMIT) return found;
  }
  const lowest = Math.max(0, chain.height - ADDRESS_SCAN_BLOCKS + 1);
  for (let height = chain.height; height >= lowest; height--) {
    const block = chain.blockAt(height);
    if (!block) continue;
    for (const tx of [...block.transactions].reverse()) {
      const transaction = fromMined(block, tx);
      if (touches(chain, transaction, address, opnetAddress)) found.push(transaction);
      if (found.length >= ADDRESS_TRANSACTION_LIMIT) return found;
    }
  }
  return found;
}
