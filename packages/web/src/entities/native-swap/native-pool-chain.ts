// A token's NativeSwap pool and its owner, for the screens that create or add to native pools;
// chain chunk only (reached through `await import()`).
import { Address } from '@btc-vision/transaction';
import { isNoNativePoolRevert } from '@opswap/protocol/amm/add-liquidity-native';
import { QUOTE_AMOUNT_SATS } from '@opswap/protocol/constants';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { op20Contract } from '../tokens/chain/token-chain.ts';
import { nativeSwapContract } from './native-swap-chain.ts';

/** A token's NativeSwap pool as getReserve and getQuote read it. */
export interface NativePoolReading {
  exists: boolean;
  /** The 1 BTC quote: token base units per sat scaled by 1e8; 0 without a pool or a price. */
  quote: bigint;
  liquidity: bigint;
  reservedLiquidity: bigint;
  virtualBTCReserve: bigint;
  virtualTokenReserve: bigint;
}

/** getQuote's revert for a pool without a price. */
const NO_PRICE = /price is zero or no liquidity/i;

const NO_POOL_READING: NativePoolReading = {
  exists: false,
  quote: 0n,
  liquidity: 0n,
  reservedLiquidity: 0n,
  virtualBTCReserve: 0n,
  virtualTokenReserve: 0n,
};

const revertOf = (error: unknown): string => (error instanceof Error ? error.message : '');

/**
 * Whether `token` has a NativeSwap pool, and its reserves and quote. A pool exists once created:
 * getReserve reverts 'Pool does not exist' before, or answers empty reserves on contracts that
 * do not revert in views.
 */
export async function readNativePool(
  network: ProductNetwork,
  contracts: NetworkContracts,
  token: string,
): Promise<NativePoolReading> {
  const tokenAddress = Address.fromString(token);
  let reserve;
  try {
    reserve = (await nativeSwapContract(network, contracts).getReserve(tokenAddress)).properties;
  } catch (error) {
    if (isNoNativePoolRevert(revertOf(error))) return NO_POOL_READING;
    throw error;
  }
  if (reserve.virtualBTCReserve === 0n && reserve.virtualTokenReserve === 0n) {
    return NO_POOL_READING;
  }
  let quote = 0n;
  try {
    quote = (await nativeSwapContract(network, contracts).getQuote(tokenAddress, QUOTE_AMOUNT_SATS))
      .properties.price;
  } catch (error) {
    if (!NO_PRICE.test(revertOf(error))) throw error;
  }
  return {
    exists: true,
    quote,
    liquidity: reserve.liquidity,
    reservedLiquidity: reserve.reservedLiquidity,
    virtualBTCReserve: reserve.virtualBTCReserve,
    virtualTokenReserve: reserve.virtualTokenReserve,
  };
}

/**
 * The token's owner as NativeSwap knows it: its contract's deployer() (0x OP_NET address). Only
 * that address may create the token's pool.
 */
export async function readTokenOwner(network: ProductNetwork, token: string): Promise<string> {
  return (await op20Contract(network, token).deployer()).properties.deployer.toHex();
}
