import { NATIVE_SWAP_REVERTS } from '@opswap/protocol/nativeswap/native-swap-reverts';
import { providerIdOf } from '@opswap/protocol/nativeswap/provider-id';
import { checkReservationFeePaid } from '@opswap/protocol/nativeswap/queue-fees';
import {
  isReservationExpired,
  userTimeoutLastBlock,
} from '@opswap/protocol/nativeswap/reservation-lifecycle';
import { checkReservationRequest } from '@opswap/protocol/nativeswap/reservation-request';
import {
  providerReservation,
  reservationTokens,
} from '@opswap/protocol/nativeswap/reservation-sizing';
import { PUBLIC_KEY_LENGTH, csvAddress, feeSatoshisPaidTo } from './bitcoin-outputs.ts';
import type { NativeSwapEnv } from './env.ts';
import { ensureTradingAllowed, ensureValidToken, nativeRevert } from './guards.ts';
import { providerKeyOf, reservationIdOf } from './identifiers.ts';
import { LiquidityQueue } from './liquidity-queue.ts';
import { availableLiquidity } from './providers.ts';
import { ProviderSelector } from './provider-selection.ts';
import { purgeExpiredReservations } from './purge.ts';
import type { ReservationRecord } from './reservations.ts';
import { clearReservation } from './reservations.ts';

export interface ReserveRequest {
  token: string;
  maximumAmountIn: bigint;
  minimumAmountOut: bigint;
  activationDelay: number;
  /** The buyer's compressed public key: its CSV address receives the proof-of-funds output. */
  senderKey: Uint8Array;
}

/** The output to the buyer's own CSV address that the deployment's rule asks for (A.8.1). */
function checkProofOfFunds(env: NativeSwapEnv, request: ReserveRequest): void {
  const rule = env.config.proofOfFunds;
  if (rule === 'off' || (rule === 'timelock' && request.activationDelay === 0)) return;
  const full = rule === 'full';
  const address = csvAddress(
    request.senderKey,
    full ? Math.max(request.activationDelay, 1) : request.activationDelay,
  );
  const wanted = full ? request.maximumAmountIn : env.config.timelockOutputSats;
  const received = feeSatoshisPaidTo(env.outputs, address);
  if (received < wanted) throw nativeRevert('proofOfFundsMissing', { received, wanted });
}

/** The buyer's reservation slot must be free (A.8.2): no timeout, nothing active or unpurged. */
function claimSlot(queue: LiquidityQueue, reservation: ReservationRecord): void {
  const lifetime = queue.env.config.reservationLifetimeBlocks;
  const block = Number(queue.block);
  const creation = Number(reservation.creationBlock);
  if (reservation.timedOut && block <= userTimeoutLastBlock(creation, lifetime)) {
    throw nativeRevert('userTimedOut');
  }
  if (creation !== 0) {
    if (!isReservationExpired(creation, block, lifetime)) throw nativeRevert('activeReservation');
    const listed = queue.blocks.keyAt(reservation.creationBlock, reservation.blockIndex);
    if (listed !== reservation.key) {
      throw nativeRevert('invalidReservationId', {
        found: BigInt(`0x${listed || '0'}`),
        expected: reservation.id,
      });
    }
    if (queue.blocks.isActive(reservation.creationBlock, reservation.blockIndex)) {
      throw nativeRevert('previousReservationNotPurged');
    }
  }
  clearReservation(reservation);
  reservation.swapped = false;
}

/**
 * reserve (A.8): checks the request and its fee and proof-of-funds outputs, sizes the
 * reservation, takes it from the providers in queue order (LiquidityReserved each) and records it
 * in its block (ReservationCreated). The buyer pays the providers in the swap.
 *
 * Unlike the reference, expired reservations are purged before the buyer's slot is checked, so a
 * buyer's own expired reservation never blocks them on a quiet chain.
 */
export function reserve(env: NativeSwapEnv, request: ReserveRequest): void {
  ensureTradingAllowed(env);
  ensureValidToken(request.token);
  if (request.senderKey.length !== PUBLIC_KEY_LENGTH) throw nativeRevert('invalidSender');
  const queue = LiquidityQueue.open(env, request.token, NATIVE_SWAP_REVERTS.noPoolExists);
  const buyerKey = providerKeyOf(providerIdOf(env.sender, request.token));
  if (buyerKey === queue.pool.initialProviderKey) throw nativeRevert('reserveOwnLiquidity');
  checkReservationRequest(
    request.maximumAmountIn,
    request.activationDelay,
    env.config.minimumTradeSats,
    env.config.maxActivationDelay,
  );
  checkReservationFeePaid(
    feeSatoshisPaidTo(env.outputs, env.settings.feesAddress.value),
    env.settings.reservationBaseFee.value,
  );
  checkProofOfFunds(env, request);

  const quote = queue.quote;
  if (quote === 0n) throw nativeRevert('tokenWorthInfinity');
  purgeExpiredReservations(queue);
  const reservation = queue.reservations.load(reservationIdOf(request.token, env.sender));
  claimSlot(queue, reservation);
  reservation.creationBlock = queue.block;
  reservation.activationDelay = request.activationDelay;

  const { pool } = queue;
  const tokens = reservationTokens({
    maximumAmountIn: request.maximumAmountIn,
    quote,
    pool,
    maxReserves5BlockPercent: pool.maxReservesIn5BlocksPercent,
    currentBlock: Number(queue.block),
    antiBot:
      pool.antiBotExpirationBlock === 0n
        ? undefined
        : {
            expirationBlock: Number(pool.antiBotExpirationBlock),
            maxTokensPerReservation: pool.antiBotMaxTokensPerReservation,
          },
  });

  const selector = new ProviderSelector(queue);
  let remaining = tokens;
  let reserved = 0n;
  let satoshis = 0n;
  while (
    reservation.entries.length < env.config.maxProvidersPerReservation &&
    remaining > 0n &&
    !queue.isDust(remaining)
  ) {
    const candidate = selector.next();
    if (!candidate) break;
    const { provider, from } = candidate;
    const share = providerReservation(remaining, availableLiquidity(provider), quote);
    if (share.tokens === 0n) continue;
    provider.reserved += share.tokens;
    remaining = remaining > share.tokens ? remaining - share.tokens : 0n;
    reserved += share.tokens;
    satoshis += share.satoshis;
    reservation.entries.push({ providerKey: provider.key, amount: share.tokens, from });
    queue.emit('LiquidityReserved', [provider.receiver, share.satoshis, provider.id, share.tokens]);
    if (provider.purged && queue.isDust(availableLiquidity(provider))) {
      queue.removeFromPurgeQueue(provider);
    }
  }

  if (reserved === 0n) throw nativeRevert('noLiquidityReserved');
  if (reserved < request.minimumAmountOut) {
    throw nativeRevert('notEnoughLiquidityReserved', {
      wanted: request.minimumAmountOut,
      got: reserved,
      spent: satoshis,
      leftover: remaining,
      quote,
    });
  }
  pool.reservedLiquidity += reserved;
  reservation.blockIndex = queue.blocks.add(queue.block, reservation.key);
  queue.reservations.save(reservation);
  queue.setBlockQuote();
  queue.cleanUpQueues();
  queue.processDeferredResets();
  queue.emit('ReservationCreated', [reserved, satoshis]);
  queue.finish();
}
