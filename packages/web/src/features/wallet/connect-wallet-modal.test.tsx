import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWalletStore, type WalletActions } from '../../lib/wallet/wallet-store.ts';
import { ConnectWalletModal } from './connect-wallet-modal.tsx';
import { TEST_WALLET } from '../../entities/tokens/testing/render-with-providers.tsx';

function withActions(connect: WalletActions['connect']) {
  useWalletStore.setState({
    connectModalOpen: true,
    actions: { connect, disconnect: vi.fn(), signMessage: vi.fn(), isInstalled: () => true },
  });
}

afterEach(() => {
  vi.useRealTimers();
  useWalletStore.setState({ connectModalOpen: false, actions: null, wallet: null });
});

describe('ConnectWalletModal', () => {
  it('lists the wallets with the Recommended mark and the terms links in a new tab', () => {
    withActions(vi.fn());
    render(<ConnectWalletModal />);
    expect(screen.getByRole('dialog', { name: 'Connect your wallet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /OP_WALLET/ })).toHaveTextContent('Recommended');
    expect(screen.getByRole('button', { name: 'UniSat' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'By connecting a wallet, you agree to our Terms of Service and acknowledge that you have read our Privacy Policy',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('connects and closes', async () => {
    const connect = vi.fn(async () => undefined);
    withActions(connect);
    render(<ConnectWalletModal />);
    await userEvent.click(screen.getByRole('button', { name: /OP_WALLET/ }));
    expect(connect).toHaveBeenCalledWith('OP_WALLET');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the wallets are loading until their libraries are in, then connects', async () => {
    useWalletStore.setState({ connectModalOpen: true, actions: null });
    render(<ConnectWalletModal />);
    await userEvent.click(screen.getByRole('button', { name: 'UniSat' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading wallets…');
    expect(screen.getByRole('button', { name: /OP_WALLET/ })).toBeDisabled();
    const connect = vi.fn(async () => undefined);
    act(() => withActions(connect));
    await waitFor(() => expect(connect).toHaveBeenCalledWith('UNISAT'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a refusal for 3 s, then clears it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    withActions(vi.fn(async () => Promise.reject(Object.assign(new Error('no'), { code: 4001 }))));
    render(<ConnectWalletModal />);
    await userEvent.click(screen.getByRole('button', { name: 'UniSat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User rejected the request.');
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes by itself once a wallet connects another way (a saved wallet reconnecting)', () => {
    withActions(vi.fn());
    render(<ConnectWalletModal />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() =>
      useWalletStore.setState({
        wallet: TEST_WALLET,
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useWalletStore.getState().connectModalOpen).toBe(false);
  });
});
