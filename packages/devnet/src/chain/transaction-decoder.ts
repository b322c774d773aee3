import type { BitcoinTransaction, ParsedInteraction, TxOutput } from '../tx/parsed-transaction.ts';

/** Finds the output an input spends; null when the ledger does not know it. */
export type PrevoutLookup = (txid: string, vout: number) => TxOutput | null;

/** A transaction the decoder accepted: its Bitcoin side and, for an interaction, the OP_NET call. */
export interface DecodedTransaction {
  transaction: BitcoinTransaction;
  interaction: ParsedInteraction | null;
}

export interface DecodeContext {
  /** The chain's height when the transaction is offered. */
  tipHeight: number;
  /**
   * True when replaying a transaction that a block already holds: rules that depend on when a
   * transaction arrives (the epoch challenge's age) were checked then and must not be re-applied.
   */
  mined: boolean;
}

/**
 * Turns raw bytes into a verified transaction (structure and signatures against the prevouts) and
 * recovers the interaction it carries. Throws with the reason a node gives when it refuses one.
 * The chain checks that every prevout exists before it calls decode.
 */
export interface TransactionDecoder {
  decode(raw: Uint8Array, prevout: PrevoutLookup, context: DecodeContext): DecodedTransaction;
}
