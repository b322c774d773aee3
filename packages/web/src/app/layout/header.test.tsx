import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWalletStore, type WalletActions } from '../../lib/wallet/wallet-store.ts';
import { Header } from './header.tsx';
import { renderWithProviders } from './render-with-providers.test-utils.tsx';
import { UserSidebar } from './user-sidebar.tsx';
import { useUserSidebarStore } from './user-sidebar-store.ts';

vi.mock('../../lib/chain/use-block-number.ts', () => ({
  useBlockNumber: () => 1234,
  BlockWatcher: () => null,
}));

const ADDRESS = 'bcrt1pqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqs7xyz9';
const PUBLIC_KEY = `02${'ab'.repeat(32)}`;

function connect(actions: Partial<WalletActions> = {}) {
  useWalletStore.setState({
    wallet: {
      kind: 'OP_WALLET',
      address: ADDRESS,
      publicKey: PUBLIC_KEY,
      sender: null,
      signer: null,
      chain: 'BITCOIN_REGTEST',
    },
    actions: {
      connect: vi.fn(),
      disconnect: vi.fn(async () => undefined),
      signMessage: vi.fn(),
      isInstalled: () => true,
      ...actions,
    },
  });
}

describe('Header', () => {
  beforeEach(() => {
    useWalletStore.setState({
      wallet: null,
      actions: null,
      connectModalOpen: false,
      connecting: false,
    });
    useUserSidebarStore.setState({ open: false, showSettings: false });
  });
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it("shows 'Connect Wallet' without a wallet and opens the connect modal", async () => {
    renderWithProviders(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(useWalletStore.getState().connectModalOpen).toBe(true);
  });

  it('shows the shortened address of a connected wallet and opens the user sidebar', async () => {
    connect();
    renderWithProviders(
      <>
        <Header />
        <UserSidebar />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'bcrt1p...xyz9' }));
    const sidebar = await screen.findByRole('dialog', { name: /bcrt1p\.\.\.s7xyz9/ });
    for (const tab of ['Activity', 'Tokens', 'Pools']) {
      expect(within(sidebar).getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    expect(within(sidebar).getByRole('tab', { name: 'Activity' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('disconnects the wallet from the sidebar', async () => {
    const disconnect = vi.fn(async () => undefined);
    connect({ disconnect });
    useUserSidebarStore.setState({ open: true });
    renderWithProviders(<UserSidebar />);
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    expect(disconnect).toHaveBeenCalledOnce();
    expect(useUserSidebarStore.getState().open).toBe(false);
  });

  it('shows the sidebar settings: radio position, currency and site theme', async () => {
    connect();
    useUserSidebarStore.setState({ open: true });
    renderWithProviders(<UserSidebar />);
    await userEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    expect(screen.getByRole('group', { name: 'Radio position' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
    expect(screen.getByRole('group', { name: 'Site Theme' })).toBeInTheDocument();
  });

  it('becomes sticky once scrolled more than 50 px', () => {
    renderWithProviders(<Header />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-sticky', 'false');
    expect(header).not.toHaveClass('sticky');

    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 50, configurable: true });
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-sticky', 'false');

    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 51, configurable: true });
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-sticky', 'true');
    expect(header).toHaveClass('sticky');
  });

  it('has the navigation entries with their sub-entries and Farm in a new tab', async () => {
    renderWithProviders(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['Trade', 'Pool', 'Stake', 'Explore', 'Activity']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Trade' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Activity' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const farm = within(nav).getByRole('link', { name: /Farm/ });
    expect(farm).toHaveAttribute('target', '_blank');
    expect(farm).toHaveAttribute('rel', 'noopener noreferrer');

    await userEvent.click(within(nav).getByRole('button', { name: 'Pool menu' }));
    expect(within(nav).getByRole('link', { name: 'View Positions' })).toHaveAttribute(
      'href',
      '/pool',
    );
    expect(within(nav).getByRole('link', { name: 'Add Liquidity' })).toHaveAttribute(
      'href',
      '/pool/add',
    );
    expect(within(nav).getByRole('link', { name: 'Create Pool' })).toHaveAttribute(
      'href',
      '/pool/create',
    );
  });

  it('shows the network and the current block', () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('button', { name: 'Network: Regtest' })).toBeInTheDocument();
    expect(screen.getByTitle('Current block')).toHaveTextContent('1,234');
    expect(screen.getByText('Block 1,234')).toBeInTheDocument();
  });

  // jsdom lays nothing out (e2e/tests/header-layout.spec.ts measures the row at 390 px): what
  // keeps the phone header on one row is a row that cannot wrap, the navigation row left out under
  // 768 px, and a wallet button that may shrink.
  it('keeps the logo, search, network, notifications and wallet on one row on a phone', () => {
    connect();
    renderWithProviders(<Header />);
    const logo = screen.getByRole('link', { name: 'opswap home' });
    const row = logo.parentElement!;
    expect(row).toHaveClass('flex-nowrap');
    expect(row).not.toHaveClass('flex-wrap');
    const navRow = screen.getByRole('navigation', { name: 'Main' }).parentElement!;
    expect(navRow).toHaveClass('hidden', 'md:block');
    expect(screen.getByRole('button', { name: 'bcrt1p...xyz9' })).toHaveClass(
      'min-w-0',
      'truncate',
    );
  });
});
