// The router's addLiquidity; chain chunk only (reached through `await import()`).
import { Address } from '@btc-vision/transaction';
import type { TransactionFees } from '@opswap/protocol/swap/transaction-fees';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { ConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { motoswapRouter } from '../../../entities/pools/pair-chain.ts';
import { sendSimulated, senderOf } from '../../../entities/transactions/transaction-chain.ts';

export interface AddLiquidityRequest {
  network: ProductNetwork;
  contracts: NetworkContracts;
  /** The pair in the caller's order (0x addresses); amounts and minimums follow it. */
  tokenA: string;
  tokenB: string;
  amountADesired: bigint;
  amountBDesired: bigint;
  amountAMin: bigint;
  amountBMin: bigint;
  deadline: bigint;
}

/**
 * Simulates addLiquidity with the LP tokens minted to the wallet itself (its revert text surfaces
 * here), then sends it. The router creates the pool when the pair has none. Both tokens must
 * already be approved for the router.
 */
export async function sendAddLiquidity(
  request: AddLiquidityRequest,
  wallet: ConnectedWallet,
  fees: TransactionFees,
): Promise<string> {
  const sender = senderOf(wallet);
  const simulation = await motoswapRouter(request.network, request.contracts, sender).addLiquidity(
    Address.fromString(request.tokenA),
    Address.fromString(request.tokenB),
    request.amountADesired,
    request.amountBDesired,
    request.amountAMin,
    request.amountBMin,
    sender,
    request.deadline,
  );
  return sendSimulated(simulation, wallet, request.network, fees);
}
