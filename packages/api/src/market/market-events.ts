import type { EventDataReader } from './event-data.ts';

// The events the market handlers read, in the field order of the ABIs the `opnet` package ships
// (reference/opnet-abis.txt; NativeSwap field widths in reference/nativeswap.md A.16).

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
