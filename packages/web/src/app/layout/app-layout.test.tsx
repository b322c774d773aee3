import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useRadioStore } from '../../features/radio/radio-store.ts';
import { useDevWalletStore } from '../../features/wallet/dev-wallet/dev-wallet-store.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { useWalletStore } from '../../lib/wallet/wallet-store.ts';
import { appRoutes } from '../router.tsx';

vi.mock('../../lib/chain/use-block-number.ts', () => ({
  useBlockNumber: () => undefined,
  BlockWatcher: () => null,
}));

function renderApp(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('AppLayout', () => {
  // The shell preloads the user sidebar's lazy dialog module: loaded here first, so no test ends
  // with that import under way (it fails once the environment is torn down).
  beforeAll(() => import('./user-sidebar-dialog.tsx'));

  it("shows 'Page not found' with a link home inside the shell for unknown paths", async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found | opswap');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dock' })).toBeInTheDocument();
  });

  it("routes /token/{address} to the token page: 'Token not found' for bitcoin", async () => {
    renderApp('/token/bitcoin');
    expect(
      // The screen's chunk loads on first visit: slow under a busy test run.
      await screen.findByRole('heading', { level: 1, name: 'Token not found' }),
    ).toBeInTheDocument();
  });

  it('has the social links in the footer, each opening a new tab', async () => {
    renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found' });
    for (const name of [/X \(Twitter\)/, /Telegram/, /Discord/, /GitHub/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  describe('with the radio and the development wallet shown', () => {
    afterEach(() => {
      useRadioStore.setState({ position: 'hidden' });
      useDevWalletStore.setState({ installed: false });
      useWalletStore.setState({ wallet: null });
    });

    // jsdom lays nothing out: what keeps them off the content is that they live in the page's
    // flow after the footer (a sticky bar with its own place), never in a fixed box over it.
    it('puts them in the bottom bar after the footer, with the dock, never fixed over the page', async () => {
      useRadioStore.setState({ position: 'left' });
      useNetworkStore.setState({ network: 'regtest' });
      useDevWalletStore.setState({ installed: true, accountIndex: 2 });
      useWalletStore.setState({
        wallet: {
          kind: 'OP_WALLET',
          address: 'bcrt1pqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqs7xyz9',
          publicKey: `02${'ab'.repeat(32)}`,
          sender: null,
          signer: null,
          chain: 'BITCOIN_REGTEST',
        },
      });
      renderApp('/no/such/page');
      await screen.findByRole('heading', { name: 'Page not found' });

      const footer = screen.getByRole('contentinfo');
      const floating = [
        screen.getByRole('region', { name: 'Radio' }),
        await screen.findByRole('button', { name: 'Dev wallet · Account 2' }),
        screen.getByRole('navigation', { name: 'Dock' }),
      ];
      for (const element of floating) {
        expect(footer.compareDocumentPosition(element)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
        expect(element.closest('.fixed')).toBeNull();
        expect(element.closest('.sticky')).not.toBeNull();
      }
    });
  });
});
