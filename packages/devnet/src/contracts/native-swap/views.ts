import { QUOTE_SCALE } from '@opswap/protocol/nativeswap/contract-constants';
import { getQuoteView } from '@opswap/protocol/nativeswap/get-quote';
import { NATIVE_SWAP_REVERTS } from '@opswap/protocol/nativeswap/native-swap-reverts';
import { providerIdOf } from '@opswap/protocol/nativeswap/provider-id';
import type { AbiValue } from '../../vm/abi-codec.ts';
import type { NativeSwapEnv } from './env.ts';
import { ensureValidToken, nativeRevert } from './guards.ts';
import { providerKeyOf } from './identifiers.ts';
import { LiquidityQueue } from './liquidity-queue.ts';
import { DEFAULT_AMPLIFICATION } from './pool-state.ts';
import { ProviderBook } from './providers.ts';

/** The read-only methods (A.15). They bring the pool up to date in memory and write nothing. */

function openPool(env: NativeSwapEnv, token: string): LiquidityQueue {
  ensureValidToken(token);
  return LiquidityQueue.open(env, token, NATIVE_SWAP_REVERTS.poolDoesNotExist);
}

export function getReserve(env: NativeSwapEnv, token: string): AbiValue[] {
  const { pool } = openPool(env, token);
  return [
    pool.liquidity,
    pool.reservedLiquidity,
    pool.virtualSatoshisReserve,
    pool.virtualTokenReserve,
  ];
}

export function getQuote(env: NativeSwapEnv, token: string, satoshisIn: bigint): AbiValue[] {
  ensureValidToken(token);
  if (satoshisIn === 0n) throw nativeRevert('maximumAmountInZero');
  const quote = getQuoteView(openPool(env, token).state(), satoshisIn);
  return [quote.tokensOut, quote.requiredSatoshis, quote.price, QUOTE_SCALE];
}

/** The 12 fields of getProviderDetails and getProviderDetailsById, in ABI order. */
export function getProviderDetailsById(env: NativeSwapEnv, providerId: bigint): AbiValue[] {
  const p = new ProviderBook(env.slots).get(providerKeyOf(providerId));
  return [
    p.id,
    p.liquidity,
    p.reserved,
    p.receiver,
    p.queueIndex,
    p.priority,
    p.purgedIndex,
    p.active,
    p.listedAtBlock,
    p.purged,
    p.activated,
    p.toReset,
  ];
}

/** The caller's own listing: the provider id is derived from the sender. */
export function getProviderDetails(env: NativeSwapEnv, token: string): AbiValue[] {
  return getProviderDetailsById(env, providerIdOf(env.sender, token));
}

export function getQueueDetails(env: NativeSwapEnv, token: string): AbiValue[] {
  const queue = openPool(env, token);
  const { blocks } = queue.blocks;
  const { priority, standard, priorityPurge, standardPurge } = queue.queues;
  return [
    queue.pool.lastPurgedBlock,
    blocks.length - blocks.start,
    priority.length,
    priority.start,
    standard.length,
    standard.start,
    priorityPurge.count,
    standardPurge.count,
  ];
}

export function getAntibotSettings(env: NativeSwapEnv, token: string): AbiValue[] {
  const { pool } = openPool(env, token);
  return [pool.antiBotExpirationBlock, pool.antiBotMaxTokensPerReservation];
}

export function getPoolInfo(env: NativeSwapEnv, token: string): AbiValue[] {
  const { pool } = openPool(env, token);
  const amplification = pool.amplification === 0n ? DEFAULT_AMPLIFICATION : pool.amplification;
  return [pool.poolType, amplification, pool.pegStalenessThreshold];
}
