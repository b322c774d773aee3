// MotoSwap reads and writes of the pool swap; chain chunk only (reached through `await import()`).
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
import { isDeadAddress } from '@opswap/protocol/tokens/token';
import { POOL_DOES_NOT_EXIST } from '@opswap/protocol/errors/messages';
import type { TransactionFees } from '@opswap/protocol/swap/transaction-fees';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { bitcoinNetwork, getProvider } from '../../../lib/chain/chain-client.ts';
import type { ConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { sendSimulated, senderOf } from '../../../entities/transactions/transaction-chain.ts';

function router(network: ProductNetwork, contracts: NetworkContracts, sender?: Address) {
  return getContract<IMotoswapRouterContract>(
    Address.fromString(contracts.router),
    MOTOSWAP_ROUTER_ABI,
    getProvider(network),
    bitcoinNetwork(network),
    sender,
  );
}

function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
}

export interface PoolQuoteRequest {
  network: ProductNetwork;
  contracts: NetworkContracts;
  sellToken: string;
  buyToken: string;
  /** Which amount the user typed: the sell side quotes getAmountsOut, the buy side getAmountsIn. */
  side: 'sell' | 'buy';
  amount: bigint;
}

export interface PoolQuote {
  amountIn: bigint;
  amountOut: bigint;
}

/** The router's quote for the direct pair, for the amount typed on either side. */
export async function quotePoolSwap(
  request: PoolQuoteRequest,
  signal?: AbortSignal,
): Promise<PoolQuote> {
  const path = [Address.fromString(request.sellToken), Address.fromString(request.buyToken)];
  const contract = router(request.network, request.contracts);
  if (request.side === 'sell') {
    const result = await contract.getAmountsOut(request.amount, path);
    throwIfAborted(signal);
    const amounts = result.properties.amountsOut;
    return { amountIn: request.amount, amountOut: amounts[amounts.length - 1] ?? 0n };
  }
  const result = await contract.getAmountsIn(request.amount, path);
  throwIfAborted(signal);
  return { amountIn: result.properties.amountsIn[0] ?? 0n, amountOut: request.amount };
}

export interface PairReserves {
  /** Reserve of the token sold. */
  reserveIn: bigint;
  /** Reserve of the token bought. */
  reserveOut: bigint;
}

/** The pair's pool reserves, ordered as sold/bought; the price impact is computed from them. */
export async function readPairReserves(
  network: ProductNetwork,
  contracts: NetworkContracts,
  sellToken: string,
  buyToken: string,
): Promise<PairReserves> {
  const provider = getProvider(network);
  const chain = bitcoinNetwork(network);
  const factory = getContract<IMotoswapFactoryContract>(
    Address.fromString(contracts.factory),
    MotoSwapFactoryAbi,
    provider,
    chain,
  );
  const { pool } = (
    await factory.getPool(Address.fromString(sellToken), Address.fromString(buyToken))
  ).properties;
  if (isDeadAddress(pool.toHex())) throw new Error(POOL_DOES_NOT_EXIST);
  const contract = getContract<IMotoswapPoolContract>(pool, MotoswapPoolAbi, provider, chain);
  const [reserves, token0] = await Promise.all([contract.getReserves(), contract.token0()]);
  const { reserve0, reserve1 } = reserves.properties;
  const sellIsToken0 = token0.properties.token0.toHex().toLowerCase() === sellToken.toLowerCase();
  return sellIsToken0
    ? { reserveIn: reserve0, reserveOut: reserve1 }
    : { reserveIn: reserve1, reserveOut: reserve0 };
}

export interface PoolSwapRequest {
  network: ProductNetwork;
  contracts: NetworkContracts;
  sellToken: string;
  buyToken: string;
  amountIn: bigint;
  amountOutMin: bigint;
  deadline: bigint;
}

/** Simulates the exact-input swap (its revert text surfaces here), then sends it. */
export async function sendPoolSwap(
  request: PoolSwapRequest,
  wallet: ConnectedWallet,
  fees: TransactionFees,
): Promise<string> {
  const sender = senderOf(wallet);
  const simulation = await router(
    request.network,
    request.contracts,
    sender,
  ).swapExactTokensForTokensSupportingFeeOnTransferTokens(
    request.amountIn,
    request.amountOutMin,
    [Address.fromString(request.sellToken), Address.fromString(request.buyToken)],
    sender,
    request.deadline,
  );
  return sendSimulated(simulation, wallet, request.network, fees);
}
