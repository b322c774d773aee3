import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { routes } from '@opswap/protocol/routes/routes';
import { nativeToken, type Token } from '@opswap/protocol/tokens/token';
import { useWalletStore, type ConnectedWallet } from '../../../lib/wallet/wallet-store.ts';

/** Renders a screen part with a fresh query client and a router at `path`. */
export function renderWithProviders(
  ui: ReactElement,
  options: { path?: string; route?: string } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const path = options.path ?? '/';
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={options.route ?? '*'} element={ui} />
          <Route path={routes.token.pattern} element={<p>token page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

/** A development account as the wallet store holds it once connected. */
export const TEST_WALLET: ConnectedWallet = {
  kind: 'OP_WALLET',
  address: 'bcrt1p6f0xvqe892y0fvm2hwnmmj6fzczp7lx6tluvwhymcca4d7a45jjsjnreze',
  publicKey: `02${'11'.repeat(32)}`,
  sender: null,
  signer: null,
  chain: 'BITCOIN_REGTEST',
};

export function connectTestWallet(wallet: ConnectedWallet = TEST_WALLET): void {
  useWalletStore.setState({ wallet, connectModalOpen: false });
}

export function disconnectTestWallet(): void {
  useWalletStore.setState({ wallet: null, connectModalOpen: false });
}

function testToken(symbol: string, name: string, byte: string, balance: bigint): Token {
  return {
    address: `0x${byte.repeat(32)}`,
    p2op: `opr1${symbol.toLowerCase()}`,
    name,
    symbol,
    decimals: 18,
    verified: true,
    maxSupply: 10n ** 27n,
    image: '',
    balance: (balance / 10n ** 18n).toString(),
    balanceBigint: balance,
  };
}

const E18 = 10n ** 18n;
export const MOTO = testToken('MOTO', 'Motoswap', 'aa', 100_000n * E18);
export const PILL = testToken('PILL', 'Orange Pill', 'bb', 200_000n * E18);
export const ODYS = testToken('ODYS', 'Odyssey', 'cc', 500_000n * E18);
export const RBTC: Token = {
  ...nativeToken('regtest'),
  balance: '100',
  balanceBigint: 10_000_000_000n,
};
