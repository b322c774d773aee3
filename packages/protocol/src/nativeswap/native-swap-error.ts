/** A NativeSwap rule was broken; the message is the contract's revert text, verbatim. */
export class NativeSwapError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NativeSwapError';
  }
}
