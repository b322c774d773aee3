import type { IndexedEvent } from '../indexer/block-handler.ts';

// Contract events as the indexer reads them: one reader of the layout OP_NET contracts write,
// and one function per event type the indexer understands. Both the users' status handlers and
// the market handlers decode through here.

/**
 * Reads an event's fields in the order its ABI declares them, as OP_NET contracts write them:
 * unsigned integers big-endian in their full width, addresses as 32 bytes, booleans as one byte,
 * strings as a u32 byte length and UTF-8.
 */
export class EventDataReader {
  private offset = 0;

  constructor(private readonly data: Uint8Array) {}

  private take(length: number): Uint8Array {
    const end = this.offset + length;
    if (end > this.data.length) throw new RangeError('Event data ends early');
    const bytes = this.data.subarray(this.offset, end);
    this.offset = end;
    return bytes;
  }

  /** An unsigned integer of `bytes` bytes (u32 = 4, u64 = 8, u128 = 16, u256 = 32). */
  uint(bytes: 4 | 8 | 16 | 32): bigint {
    let value = 0n;
    for (const byte of this.take(bytes)) value = (value << 8n) | BigInt(byte);
    return value;
  }

  u64 = () => this.uint(8);
  u128 = () => this.uint(16);
  u256 = () => this.uint(32);

  /** A 32-byte address as 0x hex in lower case. */
  address(): string {
    return `0x${Buffer.from(this.take(32)).toString('hex')}`;
  }

  bool(): boolean {
    return this.take(1)[0] !== 0;
  }

  string(): string {
    const length = Number(this.uint(4));
    return new TextDecoder('utf-8', { fatal: true }).decode(this.take(length));
  }
}

/**
 * An event's fields, or null when its data does not fit the layout: any contract may emit an
 * event of any name, and a malformed one must not stop the indexer.
 */
export function decodeEvent<T>(
  event: IndexedEvent,
  read: (reader: EventDataReader) => T,
): T | null {
  try {
    return read(new EventDataReader(event.data));
  } catch {
    return null;
  }
}

/** The events of one type that a given contract emitted. */
export function eventsOf(
  events: readonly IndexedEvent[],
  contract: string | null,
  type: string,
): IndexedEvent[] {
  return events.filter((event) => event.type === type && event.contract === contract);
}

// The layouts of the events the indexer reads, in the field order of the ABIs the `opnet` package
// ships (reference/opnet-abis.txt; NativeSwap field widths in reference/nativeswap.md A.16).

/** OP20 Transferred(operator, from, to, amount). */
export const readTransferred = (r: EventDataReader) => ({
  operator: r.address(),
  from: r.address(),
  to: r.address(),
  amount: r.u256(),
});

/** OP20 Minted(to, amount) and Burned(from, amount): an LP token's supply moves with them. */
export const readSupplyChange = (r: EventDataReader) => ({
  account: r.address(),
  amount: r.u256(),
});

/** OP20 and MotoChef factories' TokenDeployed(deployer, token, name, symbol). */
export const readTokenDeployed = (r: EventDataReader) => ({
  deployer: r.address(),
  token: r.address(),
  name: r.string(),
  symbol: r.string(),
});

/** MotoSwap factory PoolCreated(token0, token1, pool). */
export const readPoolCreated = (r: EventDataReader) => ({
  token0: r.address(),
  token1: r.address(),
  pool: r.address(),
});

/** MotoSwap pool Synced(reserve0, reserve1). */
export const readSynced = (r: EventDataReader) => ({ reserve0: r.u256(), reserve1: r.u256() });

/** MotoSwap pool Swapped(sender, amount0In, amount1In, amount0Out, amount1Out, to). */
export const readSwapped = (r: EventDataReader) => ({
  sender: r.address(),
  amount0In: r.u256(),
  amount1In: r.u256(),
  amount0Out: r.u256(),
  amount1Out: r.u256(),
  to: r.address(),
});

/** MotoSwap pool LiquidityAdded(sender, amount0, amount1). */
export const readLiquidityAdded = (r: EventDataReader) => ({
  sender: r.address(),
  amount0: r.u256(),
  amount1: r.u256(),
});

/** MotoSwap pool LiquidityRemoved(sender, amount0, amount1, to). */
export const readLiquidityRemoved = (r: EventDataReader) => ({
  sender: r.address(),
  amount0: r.u256(),
  amount1: r.u256(),
  to: r.address(),
});

/** NativeSwap LiquidityListed(totalLiquidity u128, provider string): the provider's liquidity after the listing. */
export const readLiquidityListed = (r: EventDataReader) => ({
  totalLiquidity: r.u128(),
  receiver: r.string(),
});

/** NativeSwap ReservationCreated(expectedAmountOut u256, totalSatoshis u64). */
export const readReservationCreated = (r: EventDataReader) => ({
  expectedAmountOut: r.u256(),
  totalSatoshis: r.u64(),
});

/** NativeSwap LiquidityReserved(depositAddress, satoshisAmount u64, providerId u256, tokenAmount u128). */
export const readLiquidityReserved = (r: EventDataReader) => ({
  depositAddress: r.string(),
  satoshis: r.u64(),
  providerId: r.u256(),
  tokens: r.u128(),
});

/** NativeSwap ProviderConsumed(providerId u256, amountUsed u128). */
export const readProviderConsumed = (r: EventDataReader) => ({
  providerId: r.u256(),
  amountUsed: r.u128(),
});

/** NativeSwap ProviderActivated(providerId u256, listingAmount u128, btcToRemove u64). */
export const readProviderActivated = (r: EventDataReader) => ({ providerId: r.u256() });

/** NativeSwap ProviderFulfilled(providerId u256, removalCompleted bool, stakedAmount u256). */
export const readProviderFulfilled = (r: EventDataReader) => ({
  providerId: r.u256(),
  removalCompleted: r.bool(),
  stakedAmount: r.u256(),
});

/** NativeSwap SwapExecuted(buyer, amountIn u64 sats, amountOut u256 tokens, totalFees u256). */
export const readSwapExecuted = (r: EventDataReader) => ({
  buyer: r.address(),
  satoshisIn: r.u64(),
  tokensOut: r.u256(),
  fees: r.u256(),
});

/** NativeSwap ListingCanceled(amount u128, penalty u128); the amount is what the seller got back. */
export const readListingCanceled = (r: EventDataReader) => ({
  refund: r.u128(),
  penalty: r.u128(),
});

/** NativeSwap WithdrawListing(amount u128, tokenAddress, providerId u256, sender). */
export const readWithdrawListing = (r: EventDataReader) => ({
  amount: r.u128(),
  token: r.address(),
  providerId: r.u256(),
  sender: r.address(),
});
