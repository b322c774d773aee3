import { useQueryClient } from '@tanstack/react-query';
import { UserFacingError } from '@opswap/protocol/errors/wallet-errors';
import { listingBalanceError } from '@opswap/protocol/listings/to-bitcoin-listing';
import type { Token } from '@opswap/protocol/tokens/token';
import { tokenBalanceQueryOptions } from '../../../entities/tokens/use-token-balance.ts';
import type { PaidContext } from '../../../entities/transactions/transaction-kind.ts';

/**
 * The check before a native pool transaction is signed, as for any listing: the balance read
 * again, and the amount plus 0.1 percent within it.
 */
export function useFreshBalanceCheck() {
  const client = useQueryClient();
  return async (token: Token, amount: bigint, { network, wallet }: PaidContext) => {
    const balance = await client.fetchQuery({
      ...tokenBalanceQueryOptions(network, token, wallet),
      staleTime: 0,
    });
    const error = listingBalanceError(amount, balance);
    if (error) throw new UserFacingError(error);
  };
}
