/**
 * The per-token pool numbers the NativeSwap rules read (docs/native-swap-pricing.md#pool-state).
 * The devnet holds one per token; the web app builds one from getReserve. Token amounts are base
 * units, B is in sats.
 */
export interface NativePoolState {
  /** B: the virtual BTC reserve, sats. */
  virtualSatoshisReserve: bigint;
  /** T: the virtual token reserve. */
  virtualTokenReserve: bigint;
  /** Pending ΔT_add: listed tokens credited to T at the start of the next call. */
  totalTokensSellActivated: bigint;
  /** Pending ΔT_buy: tokens bought, taken from T at the start of the next call. */
  totalTokensExchangedForSatoshis: bigint;
  /** Pending ΔB_buy: sats paid; recorded, but B is re-derived from the constant product. */
  totalSatoshisExchangedForTokens: bigint;
  /** Tokens held for the pool by every provider, the initial provider included. */
  liquidity: bigint;
  reservedLiquidity: bigint;
  /** The initial provider's own liquidity; the rest of `liquidity` is the sell queue. */
  initialProviderLiquidity: bigint;
}

/** The virtual reserves and their pending accumulators. */
export type VirtualReserves = Pick<
  NativePoolState,
  | 'virtualSatoshisReserve'
  | 'virtualTokenReserve'
  | 'totalTokensSellActivated'
  | 'totalTokensExchangedForSatoshis'
  | 'totalSatoshisExchangedForTokens'
>;
