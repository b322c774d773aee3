import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  connectTestWallet,
  disconnectTestWallet,
  renderWithProviders,
  TEST_WALLET,
} from '../../entities/tokens/testing/render-with-providers.tsx';
import {
  fakePopularTokens,
  fakeRecentSearches,
  fakeTokenBalance,
} from '../../entities/tokens/testing/fake-token-hooks.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import SendScreen from './send-screen.tsx';

vi.mock('../../entities/tokens/use-token-balance.ts', () => fakeTokenBalance);
vi.mock('../../entities/tokens/api/get-popular-tokens.ts', () => fakePopularTokens);
vi.mock('../../entities/tokens/api/get-recent-searches.ts', () => fakeRecentSearches);

beforeEach(() => connectTestWallet(TEST_WALLET));
afterEach(() => {
  disconnectTestWallet();
  useNetworkStore.setState({ network: 'regtest' });
});

it('starts the send form afresh when the network changes', async () => {
  renderWithProviders(<SendScreen />);
  await userEvent.type(screen.getByLabelText('Recipient'), 'bcrt1pexample');
  expect(screen.getByLabelText('Recipient')).toHaveValue('bcrt1pexample');

  act(() => useNetworkStore.setState({ network: 'testnet' }));

  expect(screen.getByLabelText('Recipient')).toHaveValue('');
});
