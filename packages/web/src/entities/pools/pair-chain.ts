// The pair lookup: the factory's pool of two tokens and that pool's state, and the router the
// pool screens send through; chain chunk only (reached through `await import()`).
import { Address } from '@btc-vision/transaction';
import {
  getContract,
  type IMotoswapFactoryContract,
  type IMotoswapPoolContract,
  type IMotoswapRouterContract,
  MOTOSWAP_ROUTER_ABI,
  MotoSwapFactoryAbi,
  MotoswapPoolAbi,
} from 'opnet';
import { reservesInPairOrder } from '@opswap/protocol/amm/pair-order';
import { FACTORY_ADDRESS_DEAD } from '@opswap/protocol/errors/messages';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { isDeadAddress } from '@opswap/protocol/tokens/token';
import { bitcoinNetwork, getProvider } from '../../lib/chain/chain-client.ts';
import type { PairPool } from './pair-pool.ts';

/** The MotoSwap router, simulated as `sender` when given. */
export function motoswapRouter(
  network: ProductNetwork,
  contracts: NetworkContracts,
  sender?: Address,
) {
  return getContract<IMotoswapRouterContract>(
    Address.fromString(contracts.router),
    MOTOSWAP_ROUTER_ABI,
    getProvider(network),
    bitcoinNetwork(network),
    sender,
  );
}

/**
 * The pool of tokens A and B (0x addresses) with its reserves and LP supply in A/B order; null
 * when the factory has none for the pair (getPool answers the dead address). A factory at the dead
 * address (a network's placeholder) fails with 'Factory address is dead'.
 */
export async function readPairPool(
  network: ProductNetwork,
  contracts: NetworkContracts,
  tokenA: string,
  tokenB: string,
): Promise<PairPool | null> {
  if (isDeadAddress(contracts.factory)) throw new Error(FACTORY_ADDRESS_DEAD);
  const provider = getProvider(network);
  const chain = bitcoinNetwork(network);
  const factory = getContract<IMotoswapFactoryContract>(
    Address.fromString(contracts.factory),
    MotoSwapFactoryAbi,
    provider,
    chain,
  );
  const { pool } = (await factory.getPool(Address.fromString(tokenA), Address.fromString(tokenB)))
    .properties;
  if (isDeadAddress(pool.toHex())) return null;
  const contract = getContract<IMotoswapPoolContract>(pool, MotoswapPoolAbi, provider, chain);
  const [reserves, token0, supply, decimals] = await Promise.all([
    contract.getReserves(),
    contract.token0(),
    contract.totalSupply(),
    contract.decimals(),
  ]);
  const { reserve0, reserve1, blockTimestampLast } = reserves.properties;
  const token0Address = token0.properties.token0.toHex();
  return {
    poolAddress: pool.toHex(),
    tokenA,
    tokenB,
    token0: token0Address,
    ...reservesInPairOrder(tokenA, token0Address, reserve0, reserve1),
    totalSupply: supply.properties.totalSupply,
    blockTimestampLast,
    decimals: decimals.properties.decimals,
  };
}
