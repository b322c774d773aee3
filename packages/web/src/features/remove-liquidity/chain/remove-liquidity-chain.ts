// The pool reads and the router's removeLiquidity; chain chunk only (reached through `await import()`).
import { Address } from '@btc-vision/transaction';
import {
  getContract,
  type IMotoswapPoolContract,
  type IMotoswapRouterContract,
  MOTOSWAP_ROUTER_ABI,
  MotoswapPoolAbi,
} from 'opnet';
import type { TransactionFees } from '@opswap/protocol/swap/transaction-fees';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { bitcoinNetwork, getProvider } from '../../../lib/chain/chain-client.ts';
import type { ConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { sendSimulated, senderOf } from '../../../entities/transactions/transaction-chain.ts';

/** A MotoSwap pool as its contract stores it: reserves in token0/token1 order, its LP token. */
export interface PoolState {
  /** 0x address of the pool's token0. */
  token0: string;
  reserve0: bigint;
  reserve1: bigint;
  /** LP tokens in circulation. */
  totalSupply: bigint;
  lpDecimals: number;
}

/** The pool's reserves, LP supply, token order and LP decimals, read from the pool contract. */
export async function readPoolState(
  network: ProductNetwork,
  poolAddress: string,
): Promise<PoolState> {
  const pool = getContract<IMotoswapPoolContract>(
    Address.fromString(poolAddress),
    MotoswapPoolAbi,
    getProvider(network),
    bitcoinNetwork(network),
  );
  const [reserves, supply, token0, decimals] = await Promise.all([
    pool.getReserves(),
    pool.totalSupply(),
    pool.token0(),
    pool.decimals(),
  ]);
  return {
    token0: token0.properties.token0.toHex(),
    reserve0: reserves.properties.reserve0,
    reserve1: reserves.properties.reserve1,
    totalSupply: supply.properties.totalSupply,
    lpDecimals: decimals.properties.decimals,
  };
}

export interface RemoveLiquidityRequest {
  network: ProductNetwork;
  contracts: NetworkContracts;
  /** The pair in the caller's order; the minimums follow it. */
  tokenA: string;
  tokenB: string;
  liquidity: bigint;
  amountAMin: bigint;
  amountBMin: bigint;
  deadline: bigint;
}

/**
 * Simulates removeLiquidity to the wallet itself (its revert text surfaces here), then sends it.
 * The router must already be allowed to spend the LP tokens.
 */
export async function sendRemoveLiquidity(
  request: RemoveLiquidityRequest,
  wallet: ConnectedWallet,
  fees: TransactionFees,
): Promise<string> {
  const sender = senderOf(wallet);
  const router = getContract<IMotoswapRouterContract>(
    Address.fromString(request.contracts.router),
    MOTOSWAP_ROUTER_ABI,
    getProvider(request.network),
    bitcoinNetwork(request.network),
    sender,
  );
  const simulation = await router.removeLiquidity(
    Address.fromString(request.tokenA),
    Address.fromString(request.tokenB),
    request.liquidity,
    request.amountAMin,
    request.amountBMin,
    sender,
    request.deadline,
  );
  return sendSimulated(simulation, wallet, request.network, fees);
}
