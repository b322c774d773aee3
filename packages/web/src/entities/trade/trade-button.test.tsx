import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { useWalletStore } from '../../lib/wallet/wallet-store.ts';
import { TradeButton } from './trade-button.tsx';

function connectOn(chain: string) {
  useWalletStore.setState({
    wallet: {
      kind: 'UNISAT',
      address: 'bcrt1p',
      publicKey: '02',
      sender: null,
      signer: null,
      chain,
    },
  });
}

afterEach(() => {
  useWalletStore.setState({ wallet: null });
  useNetworkStore.setState({ network: 'regtest' });
});

describe('TradeButton', () => {
  it('runs its action while the wallet is on the app network', async () => {
    connectOn('BITCOIN_REGTEST');
    const onClick = vi.fn();
    render(
      <TradeButton onClick={onClick} disabled={false} busy={false}>
        Swap Tokens
      </TradeButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Swap Tokens' }));
    expect(onClick).toHaveBeenCalled();
  });

  it("sends nothing through a wallet on another network: 'Invalid network, reload'", async () => {
    connectOn('BITCOIN_REGTEST');
    useNetworkStore.setState({ network: 'testnet' });
    const onClick = vi.fn();
    render(
      <TradeButton onClick={onClick} disabled={false} busy={false}>
        Swap Tokens
      </TradeButton>,
    );
    const button = screen.getByRole('button', { name: 'Invalid network, reload' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.queryByText('Swap Tokens')).not.toBeInTheDocument();
  });
});
