import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@opswap/protocol/routes/routes';
import { useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import { SwapFormProvider } from '../stores/swap-form-store.ts';
import { usePreselectedTokens } from './use-preselected-tokens.ts';
import { TEST_WALLET } from '../../../entities/tokens/testing/render-with-providers.tsx';

vi.mock('../../../entities/tokens/api/get-token.ts', () => ({
  useToken: () => ({ data: undefined }),
}));

function renderAt(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path={routes.swap.pattern}
          element={<SwapFormProvider>{children}</SwapFormProvider>}
        />
      </Routes>
    </MemoryRouter>
  );
  return renderHook(() => usePreselectedTokens(), { wrapper });
}

const modalOpen = () => useWalletStore.getState().connectModalOpen;

afterEach(() => {
  useWalletStore.setState({ wallet: null, reconnecting: false, connectModalOpen: false });
});

describe('usePreselectedTokens', () => {
  it('opens the login modal for a visitor without a wallet', () => {
    renderAt(routes.swap('0xabc'));
    expect(modalOpen()).toBe(true);
  });

  it('holds the login modal back while a saved wallet reconnects, and never opens it once it does', () => {
    useWalletStore.setState({ reconnecting: true });
    renderAt(routes.swap('0xabc', '0xdef'));
    expect(modalOpen()).toBe(false);
    act(() => useWalletStore.setState({ wallet: TEST_WALLET, reconnecting: false }));
    expect(modalOpen()).toBe(false);
  });

  it('opens it once the reconnect gave up', () => {
    useWalletStore.setState({ reconnecting: true });
    renderAt(routes.swap('0xabc'));
    expect(modalOpen()).toBe(false);
    act(() => useWalletStore.setState({ reconnecting: false }));
    expect(modalOpen()).toBe(true);
  });

  it('asks only once, and not on /swap without a token', () => {
    renderAt(routes.swap());
    expect(modalOpen()).toBe(false);
    renderAt(routes.swap('0xabc'));
    act(() => useWalletStore.getState().closeConnectModal());
    act(() => useWalletStore.setState({ reconnecting: true }));
    act(() => useWalletStore.setState({ reconnecting: false }));
    expect(modalOpen()).toBe(false);
  });
});
