import { and, eq, gt, inArray } from 'drizzle-orm';
import { POPULAR_TOKEN_SYMBOLS } from '@opswap/protocol/tokens/token';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { NodeReader, TokenMetadata } from '../../chain/node-reader.ts';
import type { Database } from '../../db/database.ts';
import { ammPools, tokens } from '../../db/schema/index.ts';
import type { BlockHandler, DbTransaction, IndexedBlock } from '../block-handler.ts';
import { emittedBy, successfulTransactions } from './block-events.ts';
import { decodeEvent, readPoolCreated, readTokenDeployed } from '../../chain/contract-events.ts';
import type { MarketContracts } from './market-contracts.ts';
import { PreparedBlocks } from './prepared-blocks.ts';

const POPULAR: ReadonlySet<string> = new Set(POPULAR_TOKEN_SYMBOLS);

/**
 * Contracts of a block that may be OP20 tokens: its deployments, the tokens factories announce
 * (TokenDeployed), the pairs of new AMM pools and the tokens NativeSwap moved.
 */
function candidateTokens(block: IndexedBlock, contracts: MarketContracts): Set<string> {
  const candidates = new Set(block.deployments.map((address) => address.toLowerCase()));
  const pools = new Set<string>();
  for (const transaction of successfulTransactions(block)) {
    const nativeSwap = emittedBy(transaction, contracts.nativeSwap);
    for (const event of transaction.events) {
      if (event.type === 'TokenDeployed') {
        const deployed = decodeEvent(event, readTokenDeployed);
        if (deployed) candidates.add(deployed.token);
      } else if (event.type === 'PoolCreated' && event.contract === contracts.motoSwapFactory) {
        const created = decodeEvent(event, readPoolCreated);
        if (created) {
          candidates.add(created.token0);
          candidates.add(created.token1);
          pools.add(created.pool);
        }
      } else if (nativeSwap && event.contract !== contracts.nativeSwap) {
        candidates.add(event.contract);
      }
    }
  }
  // An AMM pool is itself an OP20 (its LP token), but not a token the market lists.
  for (const pool of pools) candidates.delete(pool);
  return candidates;
}

/**
 * Fills the tokens table: every OP20 contract the chain deploys or trades, with the metadata the
 * node reports for it. Token rows keep the block that first showed them.
 */
export class TokenHandler implements BlockHandler {
  readonly name = 'market-tokens';
  private readonly prepared = new PreparedBlocks<TokenMetadata[]>();

  constructor(
    private readonly db: Database,
    private readonly node: Pick<NodeReader, 'tokenMetadata'>,
    private readonly contracts: MarketContracts,
  ) {}

  /** The candidates the database does not hold yet, with their metadata; non-tokens dropped. */
  private async newTokens(
    db: Database,
    block: IndexedBlock,
    network: ProductNetwork,
  ): Promise<TokenMetadata[]> {
    const candidates = [...candidateTokens(block, this.contracts)];
    if (candidates.length === 0) return [];
    const [known, pools] = await Promise.all([
      db
        .select({ address: tokens.address })
        .from(tokens)
        .where(and(eq(tokens.network, network), inArray(tokens.address, candidates))),
      db
        .select({ address: ammPools.address })
        .from(ammPools)
        .where(and(eq(ammPools.network, network), inArray(ammPools.address, candidates))),
    ]);
    const skip = new Set([...known, ...pools].map((row) => row.address));
    const fresh = candidates.filter((address) => !skip.has(address));
    const metadata = await Promise.all(fresh.map((address) => this.node.tokenMetadata(address)));
    return metadata.flatMap((token, index) =>
      token === null ? [] : [{ ...token, address: fresh[index] as string }],
    );
  }

  async prepare(block: IndexedBlock, network: ProductNetwork): Promise<void> {
    this.prepared.set(block.hash, await this.newTokens(this.db, block, network));
  }

  async apply(tx: DbTransaction, block: IndexedBlock, network: ProductNetwork): Promise<void> {
    const found = this.prepared.take(block.hash) ?? (await this.newTokens(tx, block, network));
    if (found.length === 0) return;
    const popular = [...new Set(found.map((token) => token.symbol).filter((s) => POPULAR.has(s)))];
    const verifiedSymbols = new Set(
      popular.length === 0
        ? []
        : (
            await tx
              .select({ symbol: tokens.symbol })
              .from(tokens)
              .where(
                and(
                  eq(tokens.network, network),
                  eq(tokens.verified, true),
                  inArray(tokens.symbol, popular),
                ),
              )
          ).map((row) => row.symbol),
    );
    const rows = found.map((token) => {
      // Verified: the product's popular tokens (MOTO, PILL, ODYS), and only the first token the
      // chain shows with such a symbol, so a later token copying the symbol is not verified.
      const verified = POPULAR.has(token.symbol) && !verifiedSymbols.has(token.symbol);
      if (verified) verifiedSymbols.add(token.symbol);
      return {
        network,
        address: token.address,
        p2op: token.p2op,
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        maxSupply: token.maxSupply,
        image: token.image,
        verified,
        blockNumber: block.height,
      };
    });
    await tx.insert(tokens).values(rows).onConflictDoNothing();
  }

  async rollback(tx: DbTransaction, network: ProductNetwork, forkHeight: number): Promise<void> {
    this.prepared.clear();
    await tx
      .delete(tokens)
      .where(and(eq(tokens.network, network), gt(tokens.blockNumber, forkHeight)));
  }
}
