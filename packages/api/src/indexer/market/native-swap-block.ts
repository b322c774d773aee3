import { tokenValueInSats } from '@opswap/protocol/market/token-value';
import { providerIdOf } from '@opswap/protocol/nativeswap/provider-id';
import { NATIVE_TOKEN_ADDRESS } from '@opswap/protocol/tokens/token';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { nativeListingFills, nativeListings, nativePools } from '../../db/schema/index.ts';
import type { IndexedBlock, IndexedEvent, IndexedTransaction } from '../block-handler.ts';
import { isOpnetAddress, providerIdHex } from './chain-ids.ts';
import {
  decodeEvent,
  readLiquidityListed,
  readListingCanceled,
  readProviderConsumed,
  readProviderFulfilled,
  readSwapExecuted,
  readTransferred,
  readWithdrawListing,
} from '../../chain/contract-events.ts';
import type { ListingBook } from './listing-book.ts';
import type { NativePoolReading } from './native-pool-reader.ts';
import {
  tokenTransactionRow,
  type TokenTransactionRow,
  type TradeFields,
} from './token-transaction-row.ts';

export type Readings = Map<string, NativePoolReading | null>;

/** The owner's provider id in a token, when the transaction names its OP_NET sender. */
export function senderProviderId(transaction: IndexedTransaction, token: string): string | null {
  return transaction.from !== null && isOpnetAddress(transaction.from)
    ? providerIdHex(providerIdOf(transaction.from, token))
    : null;
}

/** Tokens the transaction's sender sent to NativeSwap: what a listing took from the wallet. */
function tokensSentIn(
  transaction: IndexedTransaction,
  token: string,
  nativeSwap: string,
): bigint | null {
  for (const event of transaction.events) {
    if (event.contract !== token || event.type !== 'Transferred') continue;
    const transfer = decodeEvent(event, readTransferred);
    if (transfer && transfer.to === nativeSwap && transfer.from === transaction.from) {
      return transfer.amount;
    }
  }
  return null;
}

/** What one block's NativeSwap transactions wrote. */
export class NativeSwapBlock {
  readonly pools: (typeof nativePools.$inferInsert)[] = [];
  readonly listings: (typeof nativeListings.$inferInsert)[] = [];
  readonly fills: (typeof nativeListingFills.$inferInsert)[] = [];
  readonly trades: TokenTransactionRow[] = [];

  constructor(
    readonly network: ProductNetwork,
    readonly block: IndexedBlock,
    readonly nativeSwap: string,
    readonly book: ListingBook,
    readonly poolTokens: Set<string>,
    readonly readings: Readings,
  ) {}

  private trade(
    transaction: IndexedTransaction,
    index: number,
    token: string,
    fields: Omit<TradeFields, 'token' | 'tokenTwo'>,
  ): void {
    this.trades.push(
      tokenTransactionRow(this.network, this.block, transaction, index, 'NATIVE', this.nativeSwap, {
        ...fields,
        token,
        tokenTwo: NATIVE_TOKEN_ADDRESS,
      }),
    );
  }

  apply(transaction: IndexedTransaction, token: string): void {
    for (const [index, event] of transaction.events.entries()) {
      if (event.contract === this.nativeSwap) this.applyEvent(transaction, index, event, token);
    }
  }

  private applyEvent(
    transaction: IndexedTransaction,
    index: number,
    event: IndexedEvent,
    token: string,
  ): void {
    switch (event.type) {
      case 'LiquidityListed':
        return this.listed(transaction, index, event, token);
      case 'ProviderConsumed': {
        const consumed = decodeEvent(event, readProviderConsumed);
        if (!consumed) return;
        for (const fill of this.book.fill(
          providerIdHex(consumed.providerId),
          consumed.amountUsed,
        )) {
          this.fills.push({
            network: this.network,
            listingTransactionId: fill.listingTransactionId,
            transactionId: transaction.id,
            eventIndex: index,
            amount: fill.amount,
            blockNumber: this.block.height,
          });
        }
        return;
      }
      case 'ProviderFulfilled': {
        const fulfilled = decodeEvent(event, readProviderFulfilled);
        if (fulfilled) this.book.closeAll(providerIdHex(fulfilled.providerId), 'Fulfilled');
        return;
      }
      case 'SwapExecuted': {
        const swap = decodeEvent(event, readSwapExecuted);
        if (!swap) return;
        return this.trade(transaction, index, token, {
          direction: 'Buy',
          amount: swap.tokensOut,
          forAmount: swap.satoshisIn,
          fallbackWallet: swap.buyer,
        });
      }
      case 'ListingCanceled': {
        const canceled = decodeEvent(event, readListingCanceled);
        const providerId = senderProviderId(transaction, token);
        if (!canceled) return;
        if (providerId !== null) this.book.closeAll(providerId, 'Cancelled');
        return this.trade(transaction, index, token, {
          direction: 'Remove',
          amount: canceled.refund,
          forAmount: 0n,
          fallbackWallet: transaction.senderXOnlyKey ?? '',
        });
      }
      case 'WithdrawListing': {
        const withdrawal = decodeEvent(event, readWithdrawListing);
        if (!withdrawal) return;
        this.book.closeAll(providerIdHex(withdrawal.providerId), 'Cancelled');
        return this.trade(transaction, index, token, {
          direction: 'Remove',
          amount: withdrawal.amount,
          forAmount: 0n,
          fallbackWallet: withdrawal.sender,
        });
      }
    }
  }

  /**
   * A listing (createPool's initial liquidity for a token without a pool yet). The event gives the
   * provider's liquidity after it, so what entered is that less what the provider's open listings
   * still held; what left the wallet is the transfer in, and the difference is the priority tax.
   */
  private listed(
    transaction: IndexedTransaction,
    index: number,
    event: IndexedEvent,
    token: string,
  ): void {
    const listed = decodeEvent(event, readLiquidityListed);
    const owner = transaction.from;
    if (!listed || owner === null || !isOpnetAddress(owner)) return;
    const providerId = providerIdHex(providerIdOf(owner, token));
    const initial = !this.poolTokens.has(token);
    if (initial) {
      this.poolTokens.add(token);
      this.pools.push({
        network: this.network,
        token,
        contract: this.nativeSwap,
        owner,
        blockNumber: this.block.height,
        transactionId: transaction.id,
      });
    }
    const held = this.book.remaining(providerId);
    const netAmount = listed.totalLiquidity > held ? listed.totalLiquidity - held : 0n;
    const amount = tokensSentIn(transaction, token, this.nativeSwap) ?? netAmount;
    this.book.add({ transactionId: transaction.id, providerId, netAmount, sold: 0n });
    this.listings.push({
      network: this.network,
      transactionId: transaction.id,
      transactionIndex: transaction.index,
      token,
      providerId,
      owner,
      ownerKey: transaction.senderXOnlyKey,
      receiver: listed.receiver,
      amount,
      netAmount,
      priority: !initial && amount > netAmount,
      initial,
      blockNumber: this.block.height,
      time: this.block.time,
    });
    // A listing is the seller's side of a NativeSwap trade: its tokens leave the wallet for the
    // sell queue, so it is a Sell for BTC, valued at the pool's quote after the block; buyers'
    // swaps are the Buys. The pool's initial liquidity is an Add.
    this.trade(transaction, index, token, {
      direction: initial ? 'Add' : 'Sell',
      amount,
      forAmount: tokenValueInSats(netAmount, this.readings.get(token)?.quote ?? 0n),
      fallbackWallet: owner,
    });
  }
}
