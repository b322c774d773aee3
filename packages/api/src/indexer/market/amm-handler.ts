import { and, eq, gt, inArray } from 'drizzle-orm';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { ammPools, ammPoolStates, tokenTransactions } from '../../db/schema/index.ts';
import type { BlockHandler, DbTransaction, IndexedBlock, IndexedEvent } from '../block-handler.ts';
import { latestAmmStates } from '../../market/amm-states.ts';
import { successfulTransactions } from './block-events.ts';
import { chunks } from './chunks.ts';
import {
  decodeEvent,
  readLiquidityAdded,
  readLiquidityRemoved,
  readPoolCreated,
  readSupplyChange,
  readSwapped,
  readSynced,
} from '../../chain/contract-events.ts';
import type { MarketContracts } from './market-contracts.ts';
import {
  insertTokenTransactions,
  tokenTransactionRow,
  type TokenTransactionRow,
  type TradeFields,
} from './token-transaction-row.ts';

const POOL_EVENTS: ReadonlySet<string> = new Set([
  'Synced',
  'Minted',
  'Burned',
  'Swapped',
  'LiquidityAdded',
  'LiquidityRemoved',
]);

interface Pair {
  token0: string;
  token1: string;
}

interface PoolState {
  reserve0: bigint;
  reserve1: bigint;
  totalSupply: bigint;
}

/**
 * A pool event as a token transaction: a swap is a Buy of the token that left the pool, paid with
 * the other; liquidity moves are Add and Remove of token0 with token1 beside it.
 */
function poolTrade(event: IndexedEvent, pair: Pair): TradeFields | null {
  if (event.type === 'Swapped') {
    const swap = decodeEvent(event, readSwapped);
    if (!swap) return null;
    const boughtToken0 = swap.amount0Out > 0n;
    return {
      direction: 'Buy',
      token: boughtToken0 ? pair.token0 : pair.token1,
      tokenTwo: boughtToken0 ? pair.token1 : pair.token0,
      amount: boughtToken0 ? swap.amount0Out : swap.amount1Out,
      forAmount: boughtToken0 ? swap.amount1In : swap.amount0In,
      fallbackWallet: swap.to,
    };
  }
  if (event.type === 'LiquidityAdded') {
    const added = decodeEvent(event, readLiquidityAdded);
    return (
      added && {
        direction: 'Add',
        token: pair.token0,
        tokenTwo: pair.token1,
        amount: added.amount0,
        forAmount: added.amount1,
        fallbackWallet: added.sender,
      }
    );
  }
  const removed = decodeEvent(event, readLiquidityRemoved);
  return (
    removed && {
      direction: 'Remove',
      token: pair.token0,
      tokenTwo: pair.token1,
      amount: removed.amount0,
      forAmount: removed.amount1,
      fallbackWallet: removed.to,
    }
  );
}

/** Moves a pool's state by one of its events; false when the event's data did not decode. */
function applyPoolEvent(state: PoolState, event: IndexedEvent): boolean {
  if (event.type === 'Synced') {
    const synced = decodeEvent(event, readSynced);
    if (!synced) return false;
    state.reserve0 = synced.reserve0;
    state.reserve1 = synced.reserve1;
    return true;
  }
  if (event.type === 'Minted' || event.type === 'Burned') {
    const change = decodeEvent(event, readSupplyChange);
    if (!change) return false;
    const supply = state.totalSupply + (event.type === 'Minted' ? change.amount : -change.amount);
    state.totalSupply = supply > 0n ? supply : 0n;
    return true;
  }
  return false;
}

/**
 * MotoSwap AMM pools: PoolCreated from the factory makes a pool; the pool's own events keep its
 * reserves (Synced), LP supply (Minted, Burned) and token transactions (Swapped, LiquidityAdded,
 * LiquidityRemoved). Everything comes from the block's events; nothing is asked of the node.
 */
export class AmmPoolHandler implements BlockHandler {
  readonly name = 'market-amm';

  constructor(private readonly contracts: MarketContracts) {}

  async apply(tx: DbTransaction, block: IndexedBlock, network: ProductNetwork): Promise<void> {
    const transactions = successfulTransactions(block);
    const pairs = new Map<string, Pair>();
    const emitters = new Set<string>();
    const createdRows: (typeof ammPools.$inferInsert)[] = [];
    for (const transaction of transactions) {
      for (const event of transaction.events) {
        if (event.type === 'PoolCreated' && event.contract === this.contracts.motoSwapFactory) {
          const created = decodeEvent(event, readPoolCreated);
          if (!created) continue;
          pairs.set(created.pool, { token0: created.token0, token1: created.token1 });
          createdRows.push({
            network,
            address: created.pool,
            token0: created.token0,
            token1: created.token1,
            blockNumber: block.height,
            transactionId: transaction.id,
          });
        } else if (POOL_EVENTS.has(event.type)) {
          emitters.add(event.contract);
        }
      }
    }
    if (createdRows.length > 0) await tx.insert(ammPools).values(createdRows).onConflictDoNothing();

    const unknown = [...emitters].filter((address) => !pairs.has(address));
    if (unknown.length > 0) {
      const known = await tx
        .select()
        .from(ammPools)
        .where(and(eq(ammPools.network, network), inArray(ammPools.address, unknown)));
      for (const pool of known) pairs.set(pool.address, pool);
    }
    const touched = [...emitters].filter((address) => pairs.has(address));
    if (touched.length === 0) return;

    const states = new Map<string, PoolState>(
      [...(await latestAmmStates(tx, network, touched))].map(([pool, state]) => [
        pool,
        { reserve0: state.reserve0, reserve1: state.reserve1, totalSupply: state.totalSupply },
      ]),
    );
    const changed = new Set<string>();
    const trades: TokenTransactionRow[] = [];
    for (const transaction of transactions) {
      for (const [index, event] of transaction.events.entries()) {
        const pair = pairs.get(event.contract);
        if (!pair || !POOL_EVENTS.has(event.type)) continue;
        const state = states.get(event.contract) ?? { reserve0: 0n, reserve1: 0n, totalSupply: 0n };
        states.set(event.contract, state);
        if (applyPoolEvent(state, event)) {
          changed.add(event.contract);
          continue;
        }
        const trade = ['Swapped', 'LiquidityAdded', 'LiquidityRemoved'].includes(event.type)
          ? poolTrade(event, pair)
          : null;
        if (trade) {
          trades.push(
            tokenTransactionRow(network, block, transaction, index, 'OP20', event.contract, trade),
          );
        }
      }
    }

    const stateRows = [...changed].map((pool) => ({
      network,
      pool,
      blockNumber: block.height,
      time: block.time,
      ...(states.get(pool) as PoolState),
    }));
    for (const slice of chunks(stateRows)) {
      await tx.insert(ammPoolStates).values(slice).onConflictDoNothing();
    }
    await insertTokenTransactions(tx, trades);
  }

  async rollback(tx: DbTransaction, network: ProductNetwork, forkHeight: number): Promise<void> {
    await tx
      .delete(tokenTransactions)
      .where(
        and(
          eq(tokenTransactions.network, network),
          eq(tokenTransactions.kind, 'OP20'),
          gt(tokenTransactions.blockNumber, forkHeight),
        ),
      );
    await tx
      .delete(ammPoolStates)
      .where(and(eq(ammPoolStates.network, network), gt(ammPoolStates.blockNumber, forkHeight)));
    await tx
      .delete(ammPools)
      .where(and(eq(ammPools.network, network), gt(ammPools.blockNumber, forkHeight)));
  }
}
