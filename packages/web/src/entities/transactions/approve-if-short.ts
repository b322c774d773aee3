import type { TransactionFees } from '@opswap/protocol/swap/transaction-fees';
import { approvalFees, needsApproval } from '@opswap/protocol/swap/transaction-fees';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { ConnectedWallet } from '../../lib/wallet/wallet-store.ts';
import { loadChainModule } from '../../lib/chain/load-chain.ts';

export interface ApprovalRequest {
  network: ProductNetwork;
  /** The token spent (0x address). */
  token: string;
  /** The contract that spends it (0x address): the router, NativeSwap. */
  spender: string;
  amount: bigint;
  wallet: ConnectedWallet;
  /** The fees of the transaction the approval precedes; the approval pays approvalFees of them. */
  fees: TransactionFees;
  /** Called with the approval's transaction id once it is sent, before it is mined. */
  onApprovalSent: (transactionId: string) => void;
}

/**
 * Reads the spender's allowance again and, when it is short of `amount`, approves the maximum
 * and waits until the approval is mined. Resolves true when it approved.
 */
export async function approveIfShort(request: ApprovalRequest): Promise<boolean> {
  const { network, token, spender, amount, wallet } = request;
  const chain = await loadChainModule(() => import('../tokens/chain/allowance-chain.ts'));
  const allowance = await chain.readAllowance(network, token, spender, wallet);
  if (!needsApproval(allowance, amount)) return false;
  const approvalId = await chain.approveSpender(
    network,
    token,
    spender,
    allowance,
    wallet,
    approvalFees(request.fees),
  );
  request.onApprovalSent(approvalId);
  await chain.waitForAllowance(network, token, spender, wallet, amount, approvalId);
  return true;
}
