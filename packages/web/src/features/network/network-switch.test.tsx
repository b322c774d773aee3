import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { NetworkSwitch } from './network-switch.tsx';

vi.mock('../../lib/chain/use-block-number.ts', () => ({ useBlockNumber: () => 321 }));

describe('NetworkSwitch', () => {
  afterEach(() => useNetworkStore.getState().setNetwork('regtest'));

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
});
