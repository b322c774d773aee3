// OP20 allowances: read, approve and wait for an approval to be mined, for any spender (the
// router, NativeSwap). Chain chunk only (reached through `await import()`).
import { Address } from '@btc-vision/transaction';
import { maximumAllowanceIncrease } from '@opswap/protocol/swap/transaction-fees';
import type { TransactionFees } from '@opswap/protocol/swap/transaction-fees';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { getProvider } from '../../../lib/chain/chain-client.ts';
import { sendSimulated, senderOf } from '../../transactions/transaction-chain.ts';
import type { ConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { op20Contract } from './token-chain.ts';

/** How much of `token` the `spender` contract (0x address) may spend for the wallet. */
export async function readAllowance(
  network: ProductNetwork,
  token: string,
  spender: string,
  wallet: ConnectedWallet,
): Promise<bigint> {
  const result = await op20Contract(network, token).allowance(
    senderOf(wallet),
    Address.fromString(spender),
  );
  return result.properties.remaining;
}

/** Raises the spender's allowance of `token` to the maximum; returns the transaction id. */
export async function approveSpender(
  network: ProductNetwork,
  token: string,
  spender: string,
  allowance: bigint,
  wallet: ConnectedWallet,
  fees: TransactionFees,
): Promise<string> {
  const simulation = await op20Contract(network, token, senderOf(wallet)).increaseAllowance(
    Address.fromString(spender),
    maximumAllowanceIncrease(allowance),
  );
  return sendSimulated(simulation, wallet, network, fees);
}

/** How often an approval in flight is checked: it counts once a block has mined it. */
const APPROVAL_CHECK_MS = 3_000;

/**
 * Waits until the spender may spend `amount` (the approval is mined), since the next
 * transaction's simulation runs against mined state. A reverted approval ends the wait with its
 * revert text.
 */
export async function waitForAllowance(
  network: ProductNetwork,
  token: string,
  spender: string,
  wallet: ConnectedWallet,
  amount: bigint,
  approvalId: string,
): Promise<void> {
  const provider = getProvider(network);
  for (;;) {
    if ((await readAllowance(network, token, spender, wallet)) >= amount) return;
    const receipt = await provider.getTransactionReceipt(approvalId).catch(() => null);
    if (receipt?.failed) throw new Error(receipt.revert ?? 'The approval failed.');
    await new Promise((resolve) => setTimeout(resolve, APPROVAL_CHECK_MS));
  }
}
