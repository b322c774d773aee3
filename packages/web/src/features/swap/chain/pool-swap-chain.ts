// MotoSwap reads and writes of the pool swap; chain chunk only (reached through `await import()`).
import { Address } from '@btc-vision/transaction';
import type { TransactionFees } from '@opswap/protocol/swap/transaction-fees';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { ConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { motoswapRouter } from '../../../entities/pools/pair-chain.ts';
import { sendSimulated, senderOf } from '../../../entities/transactions/transaction-chain.ts';

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
  const contract = motoswapRouter(request.network, request.contracts);
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
  const simulation = await motoswapRouter(
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
