import { useQuery } from '@tanstack/react-query';
import { needsApproval } from '@opswap/protocol/swap/transaction-fees';
import type { Token } from '@opswap/protocol/tokens/token';
import { allowanceQueryOptions } from '../../../entities/tokens/allowance-query.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import type { ConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import type { AddLiquidityPlan } from '../stores/add-liquidity-plan.ts';

/** Whether the router may not spend `amount` of the token yet: false while unknown. */
function useApprovalShort(
  wallet: ConnectedWallet,
  token: Token,
  spender: string,
  amount: bigint,
): boolean {
  const network = useNetworkStore((state) => state.network);
  const allowance = useQuery(allowanceQueryOptions(network, token.address, spender, wallet));
  return allowance.data !== undefined && needsApproval(allowance.data, amount);
}

/** The tokens the wallet approves for the router before the deposit, as far as known. */
export function useShortApprovals(
  wallet: ConnectedWallet,
  plan: AddLiquidityPlan,
  router: string,
): Token[] {
  const shortA = useApprovalShort(wallet, plan.tokenA, router, plan.amountADesired);
  const shortB = useApprovalShort(wallet, plan.tokenB, router, plan.amountBDesired);
  return [shortA ? plan.tokenA : null, shortB ? plan.tokenB : null].filter(
    (token): token is Token => token !== null,
  );
}
