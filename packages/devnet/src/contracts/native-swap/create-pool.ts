import {
  checkCreatePoolSettings,
  initialPoolState,
} from '@opswap/protocol/nativeswap/pool-creation';
import { providerIdOf } from '@opswap/protocol/nativeswap/provider-id';
import { selectorOf } from '../../vm/abi.ts';
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
import { INITIAL_PROVIDER_INDEX, providerKeyOf } from './identifiers.ts';
import { LiquidityQueue } from './liquidity-queue.ts';

export interface CreatePoolRequest {
  token: string;
  /** Token base units per sat (not scaled). */
  floorPrice: bigint;
  initialLiquidity: bigint;
  receiver: Uint8Array;
  receiverStr: string;
  antiBotEnabledFor: number;
  antiBotMaximumTokensPerReservation: bigint;
  maxReservesIn5BlocksPercent: number;
  poolType: number;
  amplification: bigint;
  pegStalenessThreshold: bigint;
}

const STABLE_POOL = 1;
const MAX_AMPLIFICATION = 10_000n;
/** A stable token answers pegUpdatedAt(); the devnet only checks that it does. */
const PEG_UPDATED_AT = selectorOf('pegUpdatedAt()');

/** Stable pools (A.19) are refused after the checks the contract makes on their arguments. */
function refuseStablePool(env: NativeSwapEnv, request: CreatePoolRequest): never {
  if (request.amplification < 1n || request.amplification > MAX_AMPLIFICATION) {
    throw nativeRevert('amplificationOutOfRange');
  }
  if (!env.contractAnswers(request.token, PEG_UPDATED_AT)) throw nativeRevert('pegUpdatedAtZero');
  throw nativeRevert('stablePoolsUnsupported');
}

/**
 * createPool (A.6): only the token's deployer; the pool starts at T = initial liquidity and
 * B = liquidity / floor price, all of it the initial provider's, pulled with transferFrom.
 */
export function createPool(env: NativeSwapEnv, request: CreatePoolRequest): void {
  ensureTradingAllowed(env);
  ensureValidToken(request.token);
  const [owner] = env.call(request.token, TOKEN_FUNCTIONS.deployer, []);
  if (owner !== env.origin) throw nativeRevert('onlyTokenOwner');
  ensureReceiverKey(request.receiver);
  ensureBitcoinAddress(request.receiverStr);
  ensureReceiverIsCsv(request.receiver, request.receiverStr);
  const state = initialPoolState(request.floorPrice, request.initialLiquidity);
  checkCreatePoolSettings({
    antiBotEnabledFor: request.antiBotEnabledFor,
    antiBotMaximumTokensPerReservation: request.antiBotMaximumTokensPerReservation,
    maxReservesIn5BlocksPercent: BigInt(request.maxReservesIn5BlocksPercent),
  });
  if (LiquidityQueue.exists(env, request.token)) throw nativeRevert('baseQuoteAlreadySet');
  if (request.poolType > STABLE_POOL) throw nativeRevert('invalidPoolType');
  if (request.poolType === STABLE_POOL) refuseStablePool(env, request);

  const key = providerKeyOf(providerIdOf(env.sender, request.token));
  const queue = LiquidityQueue.create(env, request.token, {
    virtualSatoshisReserve: state.virtualSatoshisReserve,
    virtualTokenReserve: state.virtualTokenReserve,
    liquidity: state.liquidity,
    initialProviderKey: key,
    maxReservesIn5BlocksPercent: BigInt(request.maxReservesIn5BlocksPercent),
    poolType: request.poolType,
    amplification: request.amplification,
    pegStalenessThreshold: request.pegStalenessThreshold,
  });
  const provider = queue.providers.get(key);
  Object.assign(provider, {
    initial: true,
    active: true,
    queueIndex: INITIAL_PROVIDER_INDEX,
    liquidity: request.initialLiquidity,
    listedAtBlock: env.blockNumber,
    receiver: request.receiverStr,
  });
  env.call(request.token, TOKEN_FUNCTIONS.transferFrom, [
    env.sender,
    env.address,
    request.initialLiquidity,
  ]);
  queue.setBlockQuote();
  queue.emit('LiquidityListed', [request.initialLiquidity, request.receiverStr]);
  if (request.antiBotEnabledFor > 0) {
    queue.pool.antiBotExpirationBlock = env.blockNumber + BigInt(request.antiBotEnabledFor);
    queue.pool.antiBotMaxTokensPerReservation = request.antiBotMaximumTokensPerReservation;
  }
  queue.finish();
}
