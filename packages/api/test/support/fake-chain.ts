import { BlockReader } from '../../src/chain/block-reader.ts';
import { JsonRpcClient } from '../../src/chain/json-rpc-client.ts';
import type { IndexedBlock } from '../../src/indexer/block-handler.ts';

/**
 * Hand-built blocks served as a node's BlockReader would serve them, so that a ChainSync indexes
 * them through its real steps (commits, reorgs) without a node. Heights run from 0 without gaps.
 */
export class FakeChain extends BlockReader {
  private chain: IndexedBlock[] = [];

  constructor() {
    // Never called: every read is answered from memory.
    super(new JsonRpcClient('http://127.0.0.1:9'));
  }

  /** Puts blocks on the chain, replacing those at their heights and above (a reorg). */
  mine(blocks: readonly IndexedBlock[]): void {
    const first = blocks[0];
    if (first === undefined) return;
    if (first.height > this.chain.length) throw new Error(`gap before block ${first.height}`);
    this.chain = [...this.chain.slice(0, first.height), ...blocks];
  }

  /** The block at a height, to build a fork on it. */
  at(height: number): IndexedBlock {
    const block = this.chain[height];
    if (block === undefined) throw new Error(`no block ${height}`);
    return block;
  }

  override async tipHeight(): Promise<number> {
    return this.chain.length - 1;
  }

  override async blocks(heights: readonly number[]): Promise<IndexedBlock[]> {
    return heights.map((height) => this.at(height));
  }

  override async hashes(heights: readonly number[]): Promise<string[]> {
    return heights.map((height) => this.at(height).hash);
  }

  override async minedHeights(transactionIds: readonly string[]): Promise<(number | null)[]> {
    return transactionIds.map(
      (id) =>
        this.chain.find((block) => block.transactions.some((transaction) => transaction.id === id))
          ?.height ?? null,
    );
  }
}
