import { halfCredit } from '@opswap/protocol/nativeswap/listing-credit';
import { NATIVE_SWAP_REVERTS } from '@opswap/protocol/nativeswap/native-swap-reverts';
import { providerIdOf } from '@opswap/protocol/nativeswap/provider-id';
import {
  unlistingPenaltyBps,
  unlistingSettlement,
} from '@opswap/protocol/nativeswap/unlisting-slashing';
import type { NativeSwapEnv } from './env.ts';
import { TOKEN_FUNCTIONS } from './env.ts';
import { ensureTradingAllowed, ensureValidToken, nativeRevert } from './guards.ts';
import { INDEX_NOT_SET, providerKeyOf } from './identifiers.ts';
import { LiquidityQueue } from './liquidity-queue.ts';
import type { ProviderRecord } from './providers.ts';
import { clearListing } from './providers.ts';
import { purgeExpiredReservations } from './purge.ts';

/** Takes a listing out of its queues and clears it, without the dust reset's event. */
function dropListing(queue: LiquidityQueue, provider: ProviderRecord): void {
  if (!provider.initial && provider.queueIndex !== INDEX_NOT_SET) {
    queue.listingQueue(provider).remove(provider.queueIndex);
  }
  queue.removeFromPurgeQueue(provider);
  clearListing(provider);
}

/** Who may cancel (A.18): a listed, untouched, non-initial provider; checks in legacy order. */
function checkCancellable(provider: ProviderRecord): void {
  if (provider.listedAtBlock === 0n) throw nativeRevert('providerNotListed');
  if (!provider.active) throw nativeRevert('providerNotActive');
  if (provider.reserved > 0n) {
    throw nativeRevert('cancelWhileReserved', { reserved: provider.reserved });
  }
  if (provider.purged) throw nativeRevert('cancelInPurgeQueue');
  if (provider.toReset) throw nativeRevert('cancelInResetQueue');
  if (provider.liquidity === 0n) throw nativeRevert('providerHasNoLiquidity');
  if (provider.activated) throw nativeRevert('cancelAfterActivation');
  if (provider.initial) throw nativeRevert('initialProviderCannotCancel');
}

/**
 * cancelListing (legacy A.18, which the product spec keeps): the seller takes the listing back,
 * slashed 50 rising to 90 percent with the listing's age; the penalty goes to staking. The part
 * of the penalty beyond the half credited to T leaves T with its share of B, keeping the price.
 *
 * The reference also takes the listing's recorded BTC value out of B; that can drive B to zero
 * for a large listing, so the devnet leaves B to the proportional removal.
 */
export function cancelListing(env: NativeSwapEnv, token: string): void {
  ensureTradingAllowed(env);
  ensureValidToken(token);
  const queue = LiquidityQueue.open(env, token, NATIVE_SWAP_REVERTS.poolDoesNotExist);
  purgeExpiredReservations(queue);
  const provider = queue.providers.get(providerKeyOf(providerIdOf(env.sender, token)));
  checkCancellable(provider);

  const amount = provider.liquidity;
  const penaltyBps = unlistingPenaltyBps(
    Number(provider.listedAtBlock),
    Number(env.blockNumber),
    env.config.slashing,
  );
  const { penalty, refund } = unlistingSettlement(amount, penaltyBps);
  const { pool } = queue;
  pool.liquidity -= amount;
  const credited = halfCredit(amount);
  const excess = penalty > credited ? penalty - credited : 0n;
  if (excess > 0n && pool.virtualTokenReserve > excess) {
    const satoshis = (pool.virtualSatoshisReserve * excess) / pool.virtualTokenReserve;
    pool.virtualTokenReserve -= excess;
    if (pool.virtualSatoshisReserve > satoshis) pool.virtualSatoshisReserve -= satoshis;
  }
  queue.stakingOwed += penalty;
  dropListing(queue, provider);
  if (refund > 0n) env.call(token, TOKEN_FUNCTIONS.transfer, [env.sender, refund]);
  queue.emit('ListingCanceled', [refund, penalty]);
  queue.finish();
}

/**
 * withdrawListing (A.14): in withdraw mode every provider, the initial one included, takes its
 * whole listing back, reserved or not.
 */
export function withdrawListing(env: NativeSwapEnv, token: string): void {
  if (!env.settings.withdrawMode.value) throw nativeRevert('withdrawModeNotActive');
  ensureValidToken(token);
  const queue = LiquidityQueue.open(env, token, NATIVE_SWAP_REVERTS.poolDoesNotExist);
  const provider = queue.providers.get(providerKeyOf(providerIdOf(env.sender, token)));
  const amount = provider.liquidity;
  if (amount === 0n) throw nativeRevert('providerHasNoLiquidity');
  queue.pool.liquidity -= amount;
  queue.pool.reservedLiquidity -= provider.reserved;
  dropListing(queue, provider);
  env.call(token, TOKEN_FUNCTIONS.transfer, [env.sender, amount]);
  queue.emit('WithdrawListing', [amount, token, provider.id, env.sender]);
  queue.finish();
}
