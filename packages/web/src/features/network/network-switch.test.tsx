import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { useWalletStore } from '../../lib/wallet/wallet-store.ts';
import { NetworkSwitch } from './network-switch.tsx';
import { TEST_WALLET } from '../../entities/tokens/testing/render-with-providers.tsx';

vi.mock('../../lib/chain/use-block-number.ts', () => ({ useBlockNumber: () => 321 }));

describe('NetworkSwitch', () => {
  afterEach(() => {
    useNetworkStore.getState().setNetwork('regtest');
    useWalletStore.setState({ wallet: null });
  });

  it('lists the networks and switches through setNetwork', async () => {
    const setNetwork = vi.spyOn(useNetworkStore.getState(), 'setNetwork');
    useNetworkStore.setState({ setNetwork });
    render(<NetworkSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'Network: Regtest' }));
    for (const name of ['Regtest', 'Testnet', 'Mainnet']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Regtest' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Block 321')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Testnet' }));
    expect(setNetwork).toHaveBeenCalledWith('testnet');
    expect(screen.getByRole('button', { name: 'Network: Testnet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mainnet' })).not.toBeInTheDocument();
    setNetwork.mockRestore();
  });

  it("tells when the wallet is on another network: 'Invalid network, reload'", async () => {
    useWalletStore.setState({
      wallet: TEST_WALLET,
    });
    render(<NetworkSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'Network: Regtest' }));
    expect(screen.getByText('Wallet network: Regtest')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Testnet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Network: Testnet' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid network, reload: switch your wallet to Testnet.',
    );
    expect(screen.getByRole('button', { name: 'Network: Testnet' })).toHaveAttribute(
      'title',
      'Invalid network, reload',
    );
  });
});
