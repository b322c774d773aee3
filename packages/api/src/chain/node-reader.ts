import type { Outpoint } from '../db/schema/activity.ts';

/** An OP20 token's metadata as the api serves it; address is the 0x contract address. */
export interface TokenMetadata {
  address: string;
  p2op: string;
  name: string;
  symbol: string;
  decimals: number;
  maxSupply: bigint;
  /** A URL or data: URI; '' when the token has none. */
  image: string;
}

/** What the routes ask the OP_NET node directly, beside what the indexer stored. */
export interface NodeReader {
  /** The token at an address (0x or p2op), or null when no OP20 contract is there. */
  tokenMetadata(address: string): Promise<TokenMetadata | null>;
  /**
   * OP20 balances (base units) of the wallet with this compressed public key, by 0x token
   * address; a wallet the chain has not seen holds 0 of each.
   */
  tokenBalances(userKey: string, tokenAddresses: readonly string[]): Promise<Map<string, bigint>>;
  /** The wallet's spendable BTC in sats. */
  btcBalance(userKey: string): Promise<bigint>;
  /**
   * What a transaction spends while it is unsettled (in the mempool, or mined a few blocks deep
   * at most), with what its unsettled ancestors spend; null once it is final or unknown.
   */
  pendingInputs(transactionId: string): Promise<Outpoint[] | null>;
}
