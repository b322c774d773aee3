import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { LiquiditySide } from '@opswap/protocol/amm/add-liquidity';
import { routes } from '@opswap/protocol/routes/routes';
import type { Token } from '@opswap/protocol/tokens/token';
import { useToken } from '../../../entities/tokens/api/get-token.ts';
import { useAddLiquidity, useAddLiquidityStore } from '../stores/add-liquidity-store.ts';

/**
 * /pool/add/{token}/{token2}: the tokens in the address are resolved through the api and
 * preselected. Returns the token choice, after which the address follows the pair (replaced, so
 * Back leaves the screen rather than stepping through every pick).
 */
export function useUrlPair(): (side: LiquiditySide, token: Token) => void {
  const { tokenA, tokenB } = useParams();
  const first = useToken(tokenA);
  const second = useToken(tokenB);
  const store = useAddLiquidityStore();
  const selectToken = useAddLiquidity((state) => state.selectToken);
  const navigate = useNavigate();

  useEffect(() => {
    if (first.data) selectToken('A', first.data);
  }, [first.data, selectToken]);
  useEffect(() => {
    if (second.data) selectToken('B', second.data);
  }, [second.data, selectToken]);

  return (side, token) => {
    selectToken(side, token);
    const { tokenA: a, tokenB: b } = store.getState();
    // The address names token two only after token one.
    void navigate(routes.poolAdd(a?.address, a ? b?.address : undefined), { replace: true });
  };
}
