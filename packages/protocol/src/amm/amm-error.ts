/**
 * The Uniswap-style reasons the MotoSwap pool and router revert with. The last five come from
 * checks outside these rules (access, factory, token transfers, overflow, reentrancy).
 */
export type AmmErrorReason =
  | 'INSUFFICIENT_INPUT_AMOUNT'
  | 'INSUFFICIENT_OUTPUT_AMOUNT'
  | 'INSUFFICIENT_LIQUIDITY'
  | 'INSUFFICIENT_AMOUNT'
  | 'INSUFFICIENT_A_AMOUNT'
  | 'INSUFFICIENT_B_AMOUNT'
  | 'INSUFFICIENT_LIQUIDITY_MINTED'
  | 'INSUFFICIENT_LIQUIDITY_BURNED'
  | 'INVALID_PATH'
  | 'IDENTICAL_ADDRESSES'
  | 'ZERO_ADDRESS'
  | 'EXPIRED'
  | 'K'
  | 'FORBIDDEN'
  | 'PAIR_EXISTS'
  | 'TRANSFER_FAILED'
  | 'OVERFLOW'
  | 'LOCKED';

/** A rule of the AMM was broken; `reason` is the name the contract reverts with. */
export class AmmError extends Error {
  readonly reason: AmmErrorReason;

  constructor(reason: AmmErrorReason) {
    super(reason);
    this.name = 'AmmError';
    this.reason = reason;
  }
}
