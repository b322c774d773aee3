import { providerIdOf } from '@opswap/protocol/nativeswap/provider-id';
import type { IndexedTransaction } from '../block-handler.ts';
import { isOpnetAddress, providerIdHex } from './chain-ids.ts';
import {
  decodeEvent,
  readLiquidityReserved,
  readProviderActivated,
  readProviderConsumed,
  readProviderFulfilled,
  readWithdrawListing,
} from '../../chain/contract-events.ts';

/** Finds the tokens of providers named by id, from the listings stored so far. */
export type ProviderTokenLookup = (providerIds: readonly string[]) => Promise<Map<string, string>>;

/** The provider ids a NativeSwap transaction's events name. */
export function providerIdsIn(transaction: IndexedTransaction, nativeSwap: string): string[] {
  const ids: string[] = [];
  for (const event of transaction.events) {
    if (event.contract !== nativeSwap) continue;
    const named =
      event.type === 'LiquidityReserved'
        ? decodeEvent(event, readLiquidityReserved)
        : event.type === 'ProviderConsumed'
          ? decodeEvent(event, readProviderConsumed)
          : event.type === 'ProviderFulfilled'
            ? decodeEvent(event, readProviderFulfilled)
            : event.type === 'ProviderActivated'
              ? decodeEvent(event, readProviderActivated)
              : event.type === 'WithdrawListing'
                ? decodeEvent(event, readWithdrawListing)
                : null;
    if (named) ids.push(providerIdHex(named.providerId));
  }
  return ids;
}

/**
 * The token a NativeSwap transaction traded when its events show it: each NativeSwap method works
 * on one token, and moving that token makes the token contract emit in the same receipt.
 */
function tokenShownBy(transaction: IndexedTransaction, nativeSwap: string): string | null {
  for (const event of transaction.events) {
    if (event.contract !== nativeSwap) return event.contract;
    if (event.type === 'WithdrawListing') {
      const withdrawal = decodeEvent(event, readWithdrawListing);
      if (withdrawal) return withdrawal.token;
    }
  }
  return null;
}

/**
 * The token of each NativeSwap transaction, by transaction id. A reservation moves no token, so
 * its token is the one its providers listed: known from an earlier transaction of the block, or
 * from the stored listings.
 */
export async function nativeSwapTokens(
  transactions: readonly IndexedTransaction[],
  nativeSwap: string,
  lookup: ProviderTokenLookup,
): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  const listedHere = new Map<string, string>();
  const unresolved: { transaction: IndexedTransaction; ids: string[] }[] = [];
  for (const transaction of transactions) {
    const token = tokenShownBy(transaction, nativeSwap);
    if (token !== null) {
      tokens.set(transaction.id, token);
      const listed = transaction.events.some(
        (event) => event.contract === nativeSwap && event.type === 'LiquidityListed',
      );
      if (listed && transaction.from !== null && isOpnetAddress(transaction.from)) {
        listedHere.set(providerIdHex(providerIdOf(transaction.from, token)), token);
      }
      continue;
    }
    const ids = providerIdsIn(transaction, nativeSwap);
    const known = ids.map((id) => listedHere.get(id)).find((found) => found !== undefined);
    if (known !== undefined) tokens.set(transaction.id, known);
    else if (ids.length > 0) unresolved.push({ transaction, ids });
  }
  if (unresolved.length > 0) {
    const stored = await lookup([...new Set(unresolved.flatMap(({ ids }) => ids))]);
    for (const { transaction, ids } of unresolved) {
      const token = ids.map((id) => stored.get(id)).find((found) => found !== undefined);
      if (token !== undefined) tokens.set(transaction.id, token);
    }
  }
  return tokens;
}
