import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { amount, millis, network } from '../columns.ts';

// Market data the indexer derives from the chain: pools, their states, token transactions and
// NativeSwap listings. Every row carries the block it came from, so a reorg rolls it back by
// deleting what lies above the fork; "current" is the latest row.

/** MotoSwap AMM pools, from the factory's PoolCreated events. token0 < token1. */
export const ammPools = pgTable(
  'amm_pools',
  {
    network: network(),
    address: text('address').notNull(),
    token0: text('token0').notNull(),
    token1: text('token1').notNull(),
    blockNumber: integer('block_number').notNull(),
    transactionId: text('transaction_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.network, table.address] }),
    index('amm_pools_token0').on(table.network, table.token0),
    index('amm_pools_token1').on(table.network, table.token1),
    index('amm_pools_block').on(table.network, table.blockNumber),
  ],
);

/** An AMM pool's reserves and LP supply at the end of each block that changed them. */
export const ammPoolStates = pgTable(
  'amm_pool_states',
  {
    network: network(),
    pool: text('pool').notNull(),
    blockNumber: integer('block_number').notNull(),
    time: millis('time').notNull(),
    reserve0: amount('reserve0').notNull(),
    reserve1: amount('reserve1').notNull(),
    totalSupply: amount('total_supply').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.network, table.pool, table.blockNumber] }),
    index('amm_pool_states_block').on(table.network, table.blockNumber),
  ],
);

/** NativeSwap pools, one per token, from the token's first listing (createPool). */
export const nativePools = pgTable(
  'native_pools',
  {
    network: network(),
    token: text('token').notNull(),
    /** The NativeSwap contract that holds the pool. */
    contract: text('contract').notNull(),
    /** The initial provider: the token owner who created the pool. */
    owner: text('owner').notNull(),
    blockNumber: integer('block_number').notNull(),
    transactionId: text('transaction_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.network, table.token] }),
    index('native_pools_block').on(table.network, table.blockNumber),
  ],
);

/**
 * A NativeSwap pool as the contract reports it (getReserve, getQuote) at the end of each block
 * that touched it: the price history of the token.
 */
export const nativePoolStates = pgTable(
  'native_pool_states',
  {
    network: network(),
    token: text('token').notNull(),
    blockNumber: integer('block_number').notNull(),
    time: millis('time').notNull(),
    liquidity: amount('liquidity').notNull(),
    reservedLiquidity: amount('reserved_liquidity').notNull(),
    virtualBtcReserve: amount('virtual_btc_reserve').notNull(),
    virtualTokenReserve: amount('virtual_token_reserve').notNull(),
    /** Token base units per sat scaled by 1e8; 0 when the pool has no price. */
    quote: amount('quote').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.network, table.token, table.blockNumber] }),
    index('native_pool_states_block').on(table.network, table.blockNumber),
  ],
);

/**
 * A token transaction, stored once from the side of `token`: an AMM swap as a Buy of
 * the token that left the pool, paid with `tokenTwo`. Readers flip it for the other token.
 */
export const tokenTransactions = pgTable(
  'token_transactions',
  {
    network: network(),
    transactionId: text('transaction_id').notNull(),
    /** The event's index in the transaction's receipt. */
    eventIndex: integer('event_index').notNull(),
    transactionIndex: integer('transaction_index').notNull(),
    blockNumber: integer('block_number').notNull(),
    time: millis('time').notNull(),
    /** NATIVE (NativeSwap, tokenTwo is 'bitcoin') or OP20 (a MotoSwap pool). */
    kind: text('kind').$type<'NATIVE' | 'OP20'>().notNull(),
    pool: text('pool').notNull(),
    direction: text('direction').$type<'Buy' | 'Sell' | 'Add' | 'Remove'>().notNull(),
    token: text('token').notNull(),
    tokenTwo: text('token_two').notNull(),
    amount: amount('amount').notNull(),
    forAmount: amount('for_amount').notNull(),
    wallet: text('wallet').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.network, table.transactionId, table.eventIndex] }),
    index('token_transactions_token').on(table.network, table.token, table.blockNumber),
    index('token_transactions_token_two').on(table.network, table.tokenTwo, table.blockNumber),
    index('token_transactions_pool').on(table.network, table.pool, table.blockNumber),
    index('token_transactions_block').on(table.network, table.blockNumber),
  ],
);

/**
 * A NativeSwap listing: the listLiquidity (or createPool) transaction that put a provider's
 * tokens up for sale. Fills are counted in nativeListingFills.
 */
export const nativeListings = pgTable(
  'native_listings',
  {
    network: network(),
    transactionId: text('transaction_id').notNull(),
    transactionIndex: integer('transaction_index').notNull(),
    token: text('token').notNull(),
    /** sha256(owner || token): the contract's id of the owner's position in this token. */
    providerId: text('provider_id').notNull(),
    owner: text('owner').notNull(),
    /**
     * The x-only public key that signed the listing, as a user's key reads without its prefix
     * byte: how the api finds a user's listings, however they were made.
     */
    ownerKey: text('owner_key'),
    /** The BTC address buyers pay. */
    receiver: text('receiver').notNull(),
    /** Tokens the owner sent in. */
    amount: amount('amount').notNull(),
    /** What entered the pool: the amount less the priority listing's token tax. */
    netAmount: amount('net_amount').notNull(),
    priority: boolean('priority').notNull(),
    /** The pool's initial liquidity (createPool). */
    initial: boolean('initial').notNull(),
    blockNumber: integer('block_number').notNull(),
    time: millis('time').notNull(),
    /** Fulfilled or Cancelled once it closed; null while Active. */
    closedStatus: text('closed_status').$type<'Fulfilled' | 'Cancelled'>(),
    closedBlock: integer('closed_block'),
  },
  (table) => [
    primaryKey({ columns: [table.network, table.transactionId] }),
    index('native_listings_provider').on(table.network, table.providerId, table.blockNumber),
    index('native_listings_owner_key').on(table.network, table.ownerKey, table.blockNumber),
    index('native_listings_token').on(table.network, table.token, table.blockNumber),
    index('native_listings_block').on(table.network, table.blockNumber),
    index('native_listings_closed').on(table.network, table.closedBlock),
  ],
);

/** Tokens a buyer's swap took from a listing (ProviderConsumed), oldest listing of the provider first. */
export const nativeListingFills = pgTable(
  'native_listing_fills',
  {
    network: network(),
    listingTransactionId: text('listing_transaction_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    eventIndex: integer('event_index').notNull(),
    amount: amount('amount').notNull(),
    blockNumber: integer('block_number').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.network, table.transactionId, table.eventIndex, table.listingTransactionId],
    }),
    index('native_listing_fills_listing').on(table.network, table.listingTransactionId),
    index('native_listing_fills_block').on(table.network, table.blockNumber),
  ],
);
