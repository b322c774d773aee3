import { and, asc, eq, gt, inArray, isNull, type SQLWrapper } from 'drizzle-orm';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import {
  IGNORE_ACTIVITY_CHANGES,
  StagedActivityChanges,
  type ActivityChangeListener,
} from '../../activity/activity-changes.ts';
import type { Database } from '../../db/database.ts';
import {
  activities,
  nativeListingFills,
  nativeListings,
  nativePools,
  nativePoolStates,
  tokenTransactions,
} from '../../db/schema/index.ts';
import type {
  BlockHandler,
  DbTransaction,
  IndexedBlock,
  IndexedTransaction,
} from '../block-handler.ts';
import { emittedBy, successfulTransactions } from './block-events.ts';
import { chunks } from './chunks.ts';
import { ListingBook, type OpenListing } from './listing-book.ts';
import { LISTING_ACTIVITY_STATUS, soldByListing } from '../../market/listing-queries.ts';
import type { MarketContracts } from './market-contracts.ts';
import type { NativePoolReader } from './native-pool-reader.ts';
import { NativeSwapBlock, senderProviderId, type Readings } from './native-swap-block.ts';
import { nativeSwapTokens, providerIdsIn, type ProviderTokenLookup } from './native-swap-tokens.ts';
import { PreparedBlocks } from './prepared-blocks.ts';
import { insertTokenTransactions } from './token-transaction-row.ts';

function providerTokenLookup(db: Database, network: ProductNetwork): ProviderTokenLookup {
  return async (providerIds) => {
    const rows = await db
      .selectDistinct({ providerId: nativeListings.providerId, token: nativeListings.token })
      .from(nativeListings)
      .where(
        and(
          eq(nativeListings.network, network),
          inArray(nativeListings.providerId, [...providerIds]),
        ),
      );
    return new Map(rows.map((row) => [row.providerId, row.token]));
  };
}

/** The stored open listings of these providers, oldest first, with what they sold so far. */
async function openListings(
  tx: DbTransaction,
  network: ProductNetwork,
  providerIds: readonly string[],
): Promise<OpenListing[]> {
  if (providerIds.length === 0) return [];
  const listings = await tx
    .select({
      transactionId: nativeListings.transactionId,
      providerId: nativeListings.providerId,
      netAmount: nativeListings.netAmount,
    })
    .from(nativeListings)
    .where(
      and(
        eq(nativeListings.network, network),
        inArray(nativeListings.providerId, [...providerIds]),
        isNull(nativeListings.closedStatus),
      ),
    )
    .orderBy(asc(nativeListings.blockNumber), asc(nativeListings.transactionIndex));
  if (listings.length === 0) return [];
  const sold = await soldByListing(
    tx,
    network,
    listings.map((listing) => listing.transactionId),
  );
  return listings.map((listing) => ({ ...listing, sold: sold.get(listing.transactionId) ?? 0n }));
}

/** The sellers' ListNativeSwap activities of these listings (a listing's id is its transaction's). */
function listingActivities(
  network: ProductNetwork,
  listingIds: readonly string[] | SQLWrapper,
  status?: 'Completed' | 'Fulfilled' | 'Historic',
) {
  return and(
    eq(activities.network, network),
    eq(activities.type, 'ListNativeSwap'),
    status === undefined ? undefined : eq(activities.status, status),
    inArray(activities.transactionId, listingIds),
  );
}

/** The sellers whose ListNativeSwap activities these listings are. */
async function listingSellers(
  tx: DbTransaction,
  network: ProductNetwork,
  listingIds: Iterable<string>,
): Promise<string[]> {
  const sellers = new Set<string>();
  for (const slice of chunks([...new Set(listingIds)])) {
    const rows = await tx
      .selectDistinct({ userKey: activities.userKey })
      .from(activities)
      .where(listingActivities(network, slice));
    for (const row of rows) sellers.add(row.userKey);
  }
  return [...sellers];
}

/**
 * NativeSwap: pools (from createPool), their state after each block that touched them (read
 * from the contract: the price history), listings and their fills, and token transactions (Buy
 * from SwapExecuted, Sell from a listing, Remove from a cancelled or withdrawn listing).
 *
 * prepare reads the stored listings to find which token a reservation touched, so it expects the
 * previous block applied; apply reads whatever prepare did not.
 */
export class NativeSwapHandler implements BlockHandler {
  readonly name = 'market-native-swap';
  private readonly prepared = new PreparedBlocks<Readings>();
  private readonly changes: StagedActivityChanges;

  constructor(
    private readonly db: Database,
    private readonly reader: NativePoolReader,
    private readonly contracts: MarketContracts,
    activityChanges: ActivityChangeListener = IGNORE_ACTIVITY_CHANGES,
  ) {
    this.changes = new StagedActivityChanges(activityChanges);
  }

  committed(): void {
    this.changes.flush();
  }

  /** What the activity routes show of these listings changed: their sellers' pages must go. */
  private async listingsChanged(
    tx: DbTransaction,
    network: ProductNetwork,
    listingIds: readonly string[],
  ): Promise<void> {
    if (listingIds.length === 0) return;
    this.changes.stage(network, await listingSellers(tx, network, listingIds));
  }

  private nativeTransactions(block: IndexedBlock): IndexedTransaction[] {
    return successfulTransactions(block).filter((transaction) =>
      emittedBy(transaction, this.contracts.nativeSwap),
    );
  }

  private async read(tokens: Iterable<string>, height: number, readings: Readings = new Map()) {
    const missing = [...new Set(tokens)].filter((token) => !readings.has(token));
    const read = await Promise.all(missing.map((token) => this.reader.nativePool(token, height)));
    missing.forEach((token, index) => readings.set(token, read[index] ?? null));
    return readings;
  }

  async prepare(block: IndexedBlock, network: ProductNetwork): Promise<void> {
    const transactions = this.nativeTransactions(block);
    if (transactions.length === 0) return;
    const tokens = await nativeSwapTokens(
      transactions,
      this.contracts.nativeSwap,
      providerTokenLookup(this.db, network),
    );
    this.prepared.set(block.hash, await this.read(tokens.values(), block.height));
  }

  async apply(tx: DbTransaction, block: IndexedBlock, network: ProductNetwork): Promise<void> {
    const prepared = this.prepared.take(block.hash);
    const transactions = this.nativeTransactions(block);
    if (transactions.length === 0) return;
    const nativeSwap = this.contracts.nativeSwap;
    const tokens = await nativeSwapTokens(
      transactions,
      nativeSwap,
      providerTokenLookup(tx, network),
    );
    if (tokens.size === 0) return;
    const touched = [...new Set(tokens.values())];
    const readings = await this.read(touched, block.height, prepared);

    const providerIds = new Set<string>();
    for (const transaction of transactions) {
      const token = tokens.get(transaction.id);
      const own = token === undefined ? null : senderProviderId(transaction, token);
      if (own !== null) providerIds.add(own);
      for (const id of providerIdsIn(transaction, nativeSwap)) providerIds.add(id);
    }
    const [pooled, open] = await Promise.all([
      tx
        .select({ token: nativePools.token })
        .from(nativePools)
        .where(and(eq(nativePools.network, network), inArray(nativePools.token, touched))),
      openListings(tx, network, [...providerIds]),
    ]);
    const changes = new NativeSwapBlock(
      network,
      block,
      nativeSwap,
      new ListingBook(open),
      new Set(pooled.map((row) => row.token)),
      readings,
    );
    for (const transaction of transactions) {
      const token = tokens.get(transaction.id);
      if (token !== undefined) changes.apply(transaction, token);
    }
    await this.write(tx, network, block, changes, touched);
  }

  private async write(
    tx: DbTransaction,
    network: ProductNetwork,
    block: IndexedBlock,
    changes: NativeSwapBlock,
    touched: readonly string[],
  ): Promise<void> {
    if (changes.pools.length > 0) {
      await tx.insert(nativePools).values(changes.pools).onConflictDoNothing();
    }
    for (const slice of chunks(changes.listings)) {
      await tx.insert(nativeListings).values(slice).onConflictDoNothing();
    }
    for (const slice of chunks(changes.fills)) {
      await tx.insert(nativeListingFills).values(slice).onConflictDoNothing();
    }
    await this.close(tx, network, block, changes.book.closes);
    await this.listingsChanged(tx, network, [
      ...changes.listings.map((listing) => listing.transactionId),
      ...changes.fills.map((fill) => fill.listingTransactionId),
      ...changes.book.closes.map((close) => close.transactionId),
    ]);
    await insertTokenTransactions(tx, changes.trades);
    const states = touched.flatMap((token) => {
      const reading = changes.readings.get(token);
      return reading
        ? [
            {
              network,
              token,
              blockNumber: block.height,
              time: block.time,
              liquidity: reading.liquidity,
              reservedLiquidity: reading.reservedLiquidity,
              virtualBtcReserve: reading.virtualBTCReserve,
              virtualTokenReserve: reading.virtualTokenReserve,
              quote: reading.quote,
            },
          ]
        : [];
    });
    for (const slice of chunks(states)) {
      await tx.insert(nativePoolStates).values(slice).onConflictDoNothing();
    }
  }

  /** Marks closed listings, and the sellers' ListNativeSwap activities of sold-out ones Fulfilled. */
  private async close(
    tx: DbTransaction,
    network: ProductNetwork,
    block: IndexedBlock,
    closes: ListingBook['closes'],
  ): Promise<void> {
    for (const status of ['Fulfilled', 'Cancelled'] as const) {
      const ids = closes
        .filter((close) => close.status === status)
        .map((close) => close.transactionId);
      for (const slice of chunks(ids)) {
        await tx
          .update(nativeListings)
          .set({ closedStatus: status, closedBlock: block.height })
          .where(
            and(
              eq(nativeListings.network, network),
              inArray(nativeListings.transactionId, slice),
              isNull(nativeListings.closedStatus),
            ),
          );
        await tx
          .update(activities)
          .set({ status: LISTING_ACTIVITY_STATUS[status], lastUpdated: block.time })
          .where(listingActivities(network, slice, 'Completed'));
      }
    }
  }

  async rollback(tx: DbTransaction, network: ProductNetwork, forkHeight: number): Promise<void> {
    this.prepared.clear();
    const reopened = (closedStatus: 'Fulfilled' | 'Cancelled') =>
      tx
        .select({ transactionId: nativeListings.transactionId })
        .from(nativeListings)
        .where(
          and(
            eq(nativeListings.network, network),
            eq(nativeListings.closedStatus, closedStatus),
            gt(nativeListings.closedBlock, forkHeight),
          ),
        );
    // The sellers' activities of listings closed above the fork are open (Completed) again.
    const closedActivityStatus = [
      ['Fulfilled', 'Fulfilled'],
      ['Cancelled', 'Historic'],
    ] as const;
    for (const [listingStatus, activityStatus] of closedActivityStatus) {
      await tx
        .update(activities)
        .set({ status: 'Completed' })
        .where(listingActivities(network, reopened(listingStatus), activityStatus));
    }
    const unclosed = await tx
      .update(nativeListings)
      .set({ closedStatus: null, closedBlock: null })
      .where(and(eq(nativeListings.network, network), gt(nativeListings.closedBlock, forkHeight)))
      .returning({ listing: nativeListings.transactionId });
    const removedFills = await tx
      .delete(nativeListingFills)
      .where(
        and(
          eq(nativeListingFills.network, network),
          gt(nativeListingFills.blockNumber, forkHeight),
        ),
      )
      .returning({ listing: nativeListingFills.listingTransactionId });
    const removedListings = await tx
      .delete(nativeListings)
      .where(and(eq(nativeListings.network, network), gt(nativeListings.blockNumber, forkHeight)))
      .returning({ listing: nativeListings.transactionId });
    await this.listingsChanged(
      tx,
      network,
      [...unclosed, ...removedFills, ...removedListings].map((row) => row.listing),
    );
    for (const table of [nativePoolStates, nativePools]) {
      await tx
        .delete(table)
        .where(and(eq(table.network, network), gt(table.blockNumber, forkHeight)));
    }
    await tx
      .delete(tokenTransactions)
      .where(
        and(
          eq(tokenTransactions.network, network),
          eq(tokenTransactions.kind, 'NATIVE'),
          gt(tokenTransactions.blockNumber, forkHeight),
        ),
      );
  }
}
