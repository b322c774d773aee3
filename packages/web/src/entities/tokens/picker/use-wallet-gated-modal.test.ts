import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import { TEST_WALLET } from '../testing/render-with-providers.tsx';
import { useWalletGatedModal } from './use-wallet-gated-modal.ts';

const loginOpen = () => useWalletStore.getState().connectModalOpen;

afterEach(() => {
  useWalletStore.setState({ wallet: null, reconnecting: false, connectModalOpen: false });
});

describe('useWalletGatedModal', () => {
  it('opens the modal with a wallet, the login without one', () => {
    const { result } = renderHook(() => useWalletGatedModal());
    act(() => result.current.request());
    expect(loginOpen()).toBe(true);
    expect(result.current.open).toBe(false);

    act(() => useWalletStore.setState({ wallet: TEST_WALLET, connectModalOpen: false }));
    act(() => result.current.request());
    expect(result.current.open).toBe(true);
    expect(loginOpen()).toBe(false);
  });

  it('a request during a reconnect waits: the modal once the wallet is back', () => {
    useWalletStore.setState({ reconnecting: true });
    const { result } = renderHook(() => useWalletGatedModal());
    act(() => result.current.request());
    expect(loginOpen()).toBe(false);
    expect(result.current.open).toBe(false);
    act(() => useWalletStore.setState({ wallet: TEST_WALLET, reconnecting: false }));
    expect(result.current.open).toBe(true);
    expect(loginOpen()).toBe(false);
  });

  it('a request during a reconnect that gives up ends at the login', () => {
    useWalletStore.setState({ reconnecting: true });
    const { result } = renderHook(() => useWalletGatedModal());
    act(() => result.current.request());
    act(() => useWalletStore.setState({ reconnecting: false }));
    expect(loginOpen()).toBe(true);
    expect(result.current.open).toBe(false);
  });
});
