import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { networkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { PairPool } from '../../../entities/pools/pair-pool.ts';
import { renderWithProviders } from '../../../entities/tokens/testing/render-with-providers.tsx';
import { SwapForm } from '../components/swap-form.tsx';
import { SwapFormProvider } from '../stores/swap-form-store.ts';

const contracts = networkContracts('regtest');
if (!contracts) throw new Error('regtest has contracts');

/** The swap form on regtest, selling `sellToken` for `buyToken` with `typedAmount` typed. */
export function renderSwapForm(
  initial: ComponentProps<typeof SwapFormProvider>['initial'],
  options?: { path?: string },
) {
  return renderWithProviders(
    <SwapFormProvider initial={initial}>
      <SwapForm contracts={contracts!} />
    </SwapFormProvider>,
    options,
  );
}

/** The form's main button once it reads 'Swap Tokens'. */
export const swapButton = () =>
  screen.findByRole('button', { name: 'Swap Tokens' }, { timeout: 3000 });

/** The pool of a sell/buy pair as the pair read answers it: `reserveIn` sold, `reserveOut` bought. */
export function sellBuyPool(
  sellToken: string,
  buyToken: string,
  reserveIn: bigint,
  reserveOut: bigint,
): PairPool {
  return {
    poolAddress: `0x${'dd'.repeat(32)}`,
    tokenA: sellToken,
    tokenB: buyToken,
    token0: sellToken,
    reserveA: reserveIn,
    reserveB: reserveOut,
    totalSupply: 10n ** 21n,
    blockTimestampLast: 0n,
    decimals: 18,
  };
}
