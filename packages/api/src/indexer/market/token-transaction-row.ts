import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { TokenActivityDirection } from '@opswap/protocol/schemas/token';
import type { DbTransaction, IndexedBlock, IndexedTransaction } from '../block-handler.ts';
import { tokenTransactions } from '../../db/schema/index.ts';
import { chunks } from './chunks.ts';

export type TokenTransactionRow = typeof tokenTransactions.$inferInsert;

export interface TradeFields {
  direction: TokenActivityDirection;
  token: string;
  tokenTwo: string;
  amount: bigint;
  forAmount: bigint;
  /** Who traded when the transaction does not name its sender. */
  fallbackWallet: string;
}

/** A token transaction row for an event of a mined transaction. */
export function tokenTransactionRow(
  network: ProductNetwork,
  block: IndexedBlock,
  transaction: IndexedTransaction,
  eventIndex: number,
  kind: 'NATIVE' | 'OP20',
  pool: string,
  trade: TradeFields,
): TokenTransactionRow {
  return {
    network,
    transactionId: transaction.id,
    eventIndex,
    transactionIndex: transaction.index,
    blockNumber: block.height,
    time: block.time,
    kind,
    pool,
    direction: trade.direction,
    token: trade.token,
    tokenTwo: trade.tokenTwo,
    amount: trade.amount,
    forAmount: trade.forAmount,
    wallet: transaction.from ?? trade.fallbackWallet,
  };
}

export async function insertTokenTransactions(
  tx: DbTransaction,
  rows: readonly TokenTransactionRow[],
): Promise<void> {
  for (const slice of chunks(rows)) {
    await tx.insert(tokenTransactions).values(slice).onConflictDoNothing();
  }
}
