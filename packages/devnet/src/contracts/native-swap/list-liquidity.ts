import { tokensToSatoshis } from '@opswap/protocol/nativeswap/conversions';
import { applyListingHalfCredit } from '@opswap/protocol/nativeswap/listing-credit';
import { checkListingValue, priorityTokenTax } from '@opswap/protocol/nativeswap/listing-rules';
import { NATIVE_SWAP_REVERTS } from '@opswap/protocol/nativeswap/native-swap-reverts';
import { providerIdOf } from '@opswap/protocol/nativeswap/provider-id';
import { checkPriorityFeePaid } from '@opswap/protocol/nativeswap/queue-fees';
import { feeSatoshisPaidTo } from './bitcoin-outputs.ts';
import type { NativeSwapEnv } from './env.ts';
import { TOKEN_FUNCTIONS } from './env.ts';
import {
  ensureBitcoinAddress,
  ensureReceiverIsCsv,
  ensureReceiverKey,
  ensureTradingAllowed,
  ensureValidToken,
  nativeRevert,
} from './guards.ts';
import { INDEX_NOT_SET, providerKeyOf } from './identifiers.ts';
import { LiquidityQueue } from './liquidity-queue.ts';
import type { ProviderRecord } from './providers.ts';
import { purgeExpiredReservations } from './purge.ts';

const U128_MAX = (1n << 128n) - 1n;

export interface ListingRequest {
  token: string;
  receiver: Uint8Array;
  receiverStr: string;
  amountIn: bigint;
  priority: boolean;
}

/** The listing's state checks, in the contract's order (A.7 items 3 to 7). */
function checkProvider(
  queue: LiquidityQueue,
  provider: ProviderRecord,
  request: ListingRequest,
): bigint {
  if (provider.active && provider.priority && !request.priority) {
    throw nativeRevert('activePriorityPosition');
  }
  if (provider.activated) throw nativeRevert('partiallyFulfilled');
  if (provider.reserved > 0n) throw nativeRevert('reservedListing');
  if (provider.purged) throw nativeRevert('inPurgeQueue');
  if (provider.toReset) throw nativeRevert('inResetQueue');
  const quote = queue.currentQuote();
  if (quote === 0n) throw nativeRevert('quoteZero');
  if (provider.initial) throw nativeRevert('initialProviderListsOnce');
  checkListingValue(request.amountIn, quote, queue.env.config.minimumListingSats);
  return quote;
}

/**
 * listLiquidity (A.7): a seller lists tokens for BTC paid to its CSV address, in the standard
 * queue or, for a BTC fee and a token tax to staking, the priority queue. Half the listing moves
 * the price at once; the other half when the listing first sells.
 */
export function listLiquidity(env: NativeSwapEnv, request: ListingRequest): void {
  ensureTradingAllowed(env);
  ensureReceiverKey(request.receiver);
  ensureValidToken(request.token);
  const queue = LiquidityQueue.open(env, request.token, NATIVE_SWAP_REVERTS.poolDoesNotExist);
  purgeExpiredReservations(queue);
  if (request.priority) {
    checkPriorityFeePaid(
      feeSatoshisPaidTo(env.outputs, env.settings.feesAddress.value),
      env.settings.priorityQueueBaseFee.value,
    );
  }
  ensureBitcoinAddress(request.receiverStr);
  if (request.amountIn === 0n) throw nativeRevert('amountInZero');
  const provider = queue.providers.get(providerKeyOf(providerIdOf(env.sender, request.token)));
  if (provider.liquidity + request.amountIn > U128_MAX) throw nativeRevert('liquidityOverflow');
  const quote = checkProvider(queue, provider, request);

  env.call(request.token, TOKEN_FUNCTIONS.transferFrom, [
    env.sender,
    env.address,
    request.amountIn,
  ]);
  if (provider.active && provider.liquidity > 0n && provider.priority !== request.priority) {
    throw nativeRevert('queueTypeSwitch');
  }
  ensureReceiverIsCsv(request.receiver, request.receiverStr);
  if (provider.reserved > 0n && provider.receiver !== request.receiverStr) {
    throw nativeRevert('receiverChangeWhileReserved');
  }

  provider.active = true;
  provider.priority = request.priority;
  const listing = queue.listingQueue(provider);
  if (provider.queueIndex === INDEX_NOT_SET || provider.queueIndex < listing.start) {
    provider.queueIndex = listing.push(provider.key);
  }
  provider.listedAtBlock = env.blockNumber;
  provider.receiver = request.receiverStr;

  const tax = request.priority
    ? priorityTokenTax(request.amountIn, env.config.priorityTaxPercent)
    : 0n;
  const net = request.amountIn - tax;
  const previous = provider.liquidity;
  provider.liquidity = previous + net;
  provider.virtualBTCContribution += tokensToSatoshis(net, quote);
  queue.stakingOwed += tax;
  queue.pool.liquidity += net;
  queue.assign(applyListingHalfCredit(queue.pool, previous, net));

  queue.setBlockQuote();
  queue.emit('LiquidityListed', [provider.liquidity, request.receiverStr]);
  queue.processDeferredResets();
  queue.finish();
}
