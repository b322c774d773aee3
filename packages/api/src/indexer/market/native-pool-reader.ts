/** A NativeSwap pool as the contract reports it after a block. */
export interface NativePoolReading {
  liquidity: bigint;
  reservedLiquidity: bigint;
  virtualBTCReserve: bigint;
  virtualTokenReserve: bigint;
  /** getQuote's price: token base units per sat scaled by 1e8; 0 when the pool has none. */
  quote: bigint;
}

/**
 * What the NativeSwap handler asks the node: a pool's numbers as they stood after a block. The
 * pool's virtual reserves move by rules the events do not fully carry (the floor price of
 * createPool is only in its calldata), so they are read from the contract rather than re-derived.
 */
export interface NativePoolReader {
  /** The token's pool after block `height`, or null when the token has no pool then. */
  nativePool(token: string, height: number): Promise<NativePoolReading | null>;
}
