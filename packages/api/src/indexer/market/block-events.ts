import type { IndexedBlock, IndexedTransaction } from '../block-handler.ts';

/** The block's transactions that did not revert: only they emitted events. */
export function successfulTransactions(block: IndexedBlock): IndexedTransaction[] {
  return block.transactions.filter((transaction) => transaction.revert === null);
}

/** Whether any event of the transaction was emitted by the contract. */
export function emittedBy(transaction: IndexedTransaction, contract: string): boolean {
  return transaction.events.some((event) => event.contract === contract);
}
