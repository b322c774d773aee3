import { STRICT_MINIMUM_PROVIDER_RESERVATION_AMOUNT_IN_SAT } from '@opswap/protocol/nativeswap/contract-constants';
import { satoshisToTokens, tokensToSatoshis } from '@opswap/protocol/nativeswap/conversions';
import { creditProviderActivation } from '@opswap/protocol/nativeswap/listing-credit';
import { NATIVE_SWAP_REVERTS } from '@opswap/protocol/nativeswap/native-swap-reverts';
import {
  checkReservationConsumable,
  isReservationExpired,
  reservationExpiryBlock,
} from '@opswap/protocol/nativeswap/reservation-lifecycle';
import {
  dynamicSwapFeeBps,
  splitSwapFee,
  utilisationPercent,
} from '@opswap/protocol/nativeswap/swap-fee';
import { recordTradeVolumes } from '@opswap/protocol/nativeswap/virtual-pool';
import { Revert } from '../../vm/revert.ts';
import { satoshisPaidTo } from './bitcoin-outputs.ts';
import type { NativeSwapEnv } from './env.ts';
import { TOKEN_FUNCTIONS } from './env.ts';
import type { NativeSwapRevert } from './guards.ts';
import { ensureTradingAllowed, ensureValidToken, nativeRevert } from './guards.ts';
import { reservationIdOf } from './identifiers.ts';
import { LiquidityQueue } from './liquidity-queue.ts';
import type { ProviderRecord } from './providers.ts';
import { availableLiquidity } from './providers.ts';
import type { ReservationRecord } from './reservations.ts';
import { clearReservation } from './reservations.ts';

/** What a swap bought, and which sats of the transaction's outputs it used (A.10.1). */
class Settlement {
  purchased = 0n;
  satoshisSpent = 0n;
  /** Tokens of the paid entries that were still reserved until the settlement. */
  releasedReservation = 0n;
  private readonly consumed = new Map<string, bigint>();

  constructor(private readonly queue: LiquidityQueue) {}

  /** Sats paid to an address not yet used by an earlier provider with the same address. */
  paidTo(address: string): bigint {
    const left =
      satoshisPaidTo(this.queue.env.outputs, address) - (this.consumed.get(address) ?? 0n);
    if (left < 0n) throw nativeRevert('doubleSpend');
    return left;
  }

  /** Sells `tokens` of a provider at a quote; the provider's first sale activates it. */
  buy(provider: ProviderRecord, tokens: bigint, quote: bigint): void {
    const { queue } = this;
    if (!provider.initial && !provider.activated) {
      provider.activated = true;
      queue.assign(creditProviderActivation(queue.pool, provider.liquidity));
      queue.emit('ProviderActivated', [provider.id, provider.liquidity, 0n]);
    }
    provider.liquidity -= tokens;
    queue.emit('ProviderConsumed', [provider.id, tokens]);
    const satoshis = tokensToSatoshis(tokens, quote);
    this.consumed.set(provider.receiver, (this.consumed.get(provider.receiver) ?? 0n) + satoshis);
    this.purchased += tokens;
    this.satoshisSpent += satoshis;
  }

  /**
   * Settles the purchase (A.10.4): the dynamic fee goes to staking, the rest to the buyer, and
   * the trade is recorded for the next call's virtual-reserve update.
   */
  settle(nothingBought: NativeSwapRevert): void {
    const { queue } = this;
    const { pool, env } = queue;
    if (this.purchased === 0n) throw nativeRevert(nothingBought);
    const feeBps = dynamicSwapFeeBps({
      satoshisSpent: this.satoshisSpent,
      volatilityBps: queue.volatility(),
      utilisationPercent: utilisationPercent(pool.reservedLiquidity, pool.liquidity),
    });
    const { fee, net } = splitSwapFee(this.purchased, feeBps);
    queue.assign(recordTradeVolumes(pool, this.purchased, this.satoshisSpent));
    pool.reservedLiquidity -= this.releasedReservation;
    pool.liquidity -= this.purchased;
    queue.stakingOwed += fee;
    env.call(queue.token, TOKEN_FUNCTIONS.transfer, [env.sender, net]);
    queue.emit('SwapExecuted', [env.sender, this.satoshisSpent, net, fee]);
  }
}

/** Leaves a sold-out listing, or queues an underpaid one first in line for the next buyer. */
function afterSale(queue: LiquidityQueue, provider: ProviderRecord, filled: boolean): void {
  if (!filled) {
    queue.pushToPurgeQueue(provider);
  } else if (
    !provider.purged &&
    provider.reserved === 0n &&
    queue.isDust(availableLiquidity(provider))
  ) {
    queue.resetProvider(provider);
  }
}

/** The normal path (A.10.2): pay each provider at the price locked when reserving. */
function swapReserved(queue: LiquidityQueue, reservation: ReservationRecord): void {
  checkReservationConsumable(
    Number(reservation.creationBlock),
    reservation.activationDelay,
    Number(queue.block),
  );
  const quote = queue.quoteAt(reservation.creationBlock);
  if (quote === 0n) {
    throw nativeRevert('quoteZeroAtReservation', { block: reservation.creationBlock });
  }
  queue.blocks.deactivate(reservation.creationBlock, reservation.blockIndex);
  reservation.swapped = true;
  const settlement = new Settlement(queue);
  for (const entry of reservation.entries) {
    const provider = queue.providers.get(entry.providerKey);
    const paid = settlement.paidTo(provider.receiver);
    const fullPrice = tokensToSatoshis(entry.amount, quote);
    let tokens = paid >= fullPrice ? entry.amount : satoshisToTokens(paid, quote);
    if (tokens > provider.liquidity) tokens = provider.liquidity;
    if (tokens === 0n) {
      queue.unreserve(provider, entry.amount);
      queue.pushToPurgeQueue(provider);
      continue;
    }
    if (provider.reserved < entry.amount) {
      throw new Revert(`Impossible state: provider ${provider.id} lost its reservation.`);
    }
    provider.reserved -= entry.amount;
    settlement.releasedReservation += entry.amount;
    settlement.buy(provider, tokens, quote);
    afterSale(queue, provider, tokens >= entry.amount);
  }
  settlement.settle('noTokensPurchased');
  clearReservation(reservation);
  queue.reservations.save(reservation);
}

/**
 * The fallback path (A.10.3): a swap after expiry buys what it paid for from the providers'
 * free liquidity at the current quote, if they still list it.
 */
function swapExpired(queue: LiquidityQueue, reservation: ReservationRecord): void {
  if (reservation.swapped) throw nativeRevert('reservationAlreadySwapped');
  if (reservation.entries.length === 0) throw nativeRevert('reservationWithoutProviders');
  const { config } = queue.env;
  reservation.swapped = true;
  queue.emit('ReservationFallback', [
    reservation.id,
    BigInt(
      reservationExpiryBlock(Number(reservation.creationBlock), config.reservationLifetimeBlocks),
    ),
  ]);
  const quote = queue.quote;
  if (quote === 0n) throw nativeRevert('tokenWorthInfinity');
  if (!reservation.purged) {
    queue.blocks.deactivate(reservation.creationBlock, reservation.blockIndex);
  }
  const settlement = new Settlement(queue);
  for (const entry of reservation.entries) {
    const provider = queue.providers.get(entry.providerKey);
    if (!reservation.purged) queue.unreserve(provider, entry.amount);
    if (!provider.active || provider.toReset) continue;
    const paid = settlement.paidTo(provider.receiver);
    if (paid > 0n) {
      const available = availableLiquidity(provider);
      let tokens = entry.amount < available ? entry.amount : available;
      if (paid < tokensToSatoshis(tokens, quote)) {
        const affordable = satoshisToTokens(paid, quote);
        tokens = affordable < available ? affordable : available;
      }
      const worth = tokens > 0n ? tokensToSatoshis(tokens, quote) : 0n;
      if (worth >= STRICT_MINIMUM_PROVIDER_RESERVATION_AMOUNT_IN_SAT) {
        settlement.buy(provider, tokens, quote);
      }
    }
    if (provider.reserved === 0n && queue.isDust(availableLiquidity(provider))) {
      queue.resetProvider(provider);
    } else {
      queue.pushToPurgeQueue(provider);
    }
  }
  settlement.settle('noTokensForExpiredReservation');
  queue.reservations.save(reservation);
}

/** swap (A.10): settles the buyer's reservation against the BTC outputs of the transaction. */
export function swap(env: NativeSwapEnv, token: string): void {
  ensureTradingAllowed(env);
  ensureValidToken(token);
  const queue = LiquidityQueue.open(env, token, NATIVE_SWAP_REVERTS.noPoolExists);
  const reservation = queue.reservations.load(reservationIdOf(token, env.sender));
  const creation = Number(reservation.creationBlock);
  const lifetime = env.config.reservationLifetimeBlocks;
  if (creation !== 0 && isReservationExpired(creation, Number(queue.block), lifetime)) {
    swapExpired(queue, reservation);
  } else if (creation === 0 || reservation.entries.length === 0) {
    throw nativeRevert('noValidReservation');
  } else {
    swapReserved(queue, reservation);
  }
  queue.finish();
}
