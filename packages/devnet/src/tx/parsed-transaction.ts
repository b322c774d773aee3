/** A Bitcoin output as the ledger and the contracts see it. */
export interface TxOutput {
  index: number;
  value: bigint;
  /** The output script. */
  script: Uint8Array;
  /** The address the script pays to on the devnet's network, or null for OP_RETURN and the like. */
  address: string | null;
}

export interface TxInput {
  /** The spent output: its transaction id (display order hex) and output index. */
  txid: string;
  vout: number;
  sequence: number;
}

/** A decoded Bitcoin transaction whose input signatures were checked against their prevouts. */
export interface BitcoinTransaction {
  txid: string;
  /** The witness hash (wtxid); equal to txid for a transaction without witnesses. */
  hash: string;
  raw: Uint8Array;
  inputs: TxInput[];
  outputs: TxOutput[];
  /** Virtual size in vbytes, for the fee rate. */
  vsize: number;
}

/** The ML-DSA key an interaction links to its sender (feature flag 0x04). */
export interface MldsaLink {
  /** The full ML-DSA public key when the sender revealed it; the client links without it by default. */
  publicKey: Uint8Array | null;
  /** sha256(publicKey): the sender's OP_NET address, 0x + 64 hex. */
  hashedKey: string;
  level: number;
}

/** An OP_NET interaction (a contract call) recovered from its Bitcoin transaction. */
export interface ParsedInteraction {
  transaction: BitcoinTransaction;
  /** The called contract's address, 0x + 64 hex. */
  contract: string;
  calldata: Uint8Array;
  /** The sender's tweaked x-only key (what its p2tr address commits to), 64 hex without 0x. */
  senderTweakedKey: string;
  /** The sender's compressed public key (header prefix byte + the tapscript's x-only key), 66 hex. */
  senderPublicKey: string;
  /** Present when the transaction links the sender's ML-DSA key. */
  mldsaLink: MldsaLink | null;
  /** The priority fee the header commits to, in sats. */
  priorityFee: bigint;
  /** The epoch challenge solution the tapscript carries (hex). */
  challengeSolution: string;
}
