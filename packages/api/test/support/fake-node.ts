import type { NodeReader, TokenMetadata } from '../../src/chain/node-reader.ts';
import type { Outpoint } from '../../src/db/schema/activity.ts';

/**
 * An in-memory stand-in for the OP_NET node in route tests: the tokens, balances and mempool
 * the test puts in it. The real reader is tested against the devnet.
 */
export class FakeNode implements NodeReader {
  readonly tokens = new Map<string, TokenMetadata>();
  /** userKey -> token address -> balance. */
  readonly balances = new Map<string, Map<string, bigint>>();
  readonly btc = new Map<string, bigint>();
  readonly mempool = new Map<string, Outpoint[]>();
  failing = false;

  addToken(token: TokenMetadata): TokenMetadata {
    this.tokens.set(token.address, token);
    return token;
  }

  setBalance(userKey: string, token: string, amount: bigint): void {
    const balances = this.balances.get(userKey) ?? new Map<string, bigint>();
    balances.set(token, amount);
    this.balances.set(userKey, balances);
  }

  private check(): void {
    if (this.failing) throw new Error('node unreachable');
  }

  async tokenMetadata(address: string): Promise<TokenMetadata | null> {
    this.check();
    const wanted = address.toLowerCase();
    for (const token of this.tokens.values()) {
      if (token.address === wanted || token.p2op === address) return token;
    }
    return null;
  }

  async tokenBalances(userKey: string, tokens: readonly string[]): Promise<Map<string, bigint>> {
    this.check();
    const held = this.balances.get(userKey);
    return new Map(tokens.map((token) => [token, held?.get(token) ?? 0n]));
  }

  async btcBalance(userKey: string): Promise<bigint> {
    this.check();
    return this.btc.get(userKey) ?? 0n;
  }

  async pendingInputs(transactionId: string): Promise<Outpoint[] | null> {
    this.check();
    return this.mempool.get(transactionId) ?? null;
  }
}
