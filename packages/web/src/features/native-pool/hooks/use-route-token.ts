import { useParams, useSearchParams } from 'react-router';
import { useToken } from '../../../entities/tokens/api/get-token.ts';

/**
 * The token a pool screen opens with: `?token=0x...` (what the add liquidity flow links with) or,
 * on /pool/add-native/{quoteHash}, the path's quoteHash, which is a token address too. Resolved
 * through the api; undefined while it loads, null without one or when the api does not know it.
 */
export function useRouteToken(enabled: boolean) {
  const { quoteHash } = useParams();
  const [search] = useSearchParams();
  const address = enabled ? (search.get('token') ?? quoteHash ?? '').trim() : '';
  const token = useToken(address === '' ? null : address);
  return address === '' ? null : token.data;
}
