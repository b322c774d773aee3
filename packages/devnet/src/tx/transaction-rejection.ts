/** Why the devnet refuses a transaction, as a node would. */
export type RejectionCode =
  /** The bytes do not decode as a Bitcoin transaction, or break a consensus rule on their own. */
  | 'malformed'
  /** An input spends an output the ledger does not know. */
  | 'missing-input'
  /** An input whose script type the devnet cannot verify. */
  | 'unsupported-input'
  | 'invalid-signature'
  /** The outputs spend more than the inputs bring. */
  | 'invalid-amounts'
  /** Not the OP_NET interaction layout that @btc-vision/transaction builds. */
  | 'invalid-interaction'
  | 'invalid-mldsa-link'
  | 'invalid-challenge';

export class TransactionRejectedError extends Error {
  override readonly name = 'TransactionRejectedError';

  constructor(
    readonly code: RejectionCode,
    message: string,
    /** The input the rejection is about, when it is about one. */
    readonly inputIndex: number | null = null,
  ) {
    super(message);
  }
}

export function reject(
  code: RejectionCode,
  message: string,
  inputIndex: number | null = null,
): never {
  throw new TransactionRejectedError(code, message, inputIndex);
}
