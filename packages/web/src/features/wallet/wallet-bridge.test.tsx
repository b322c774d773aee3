import { Address } from '@btc-vision/transaction';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOTO } from '../../entities/tokens/testing/render-with-providers.tsx';
import { useTokenBalance } from '../../entities/tokens/use-token-balance.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { useWalletStore } from '../../lib/wallet/wallet-store.ts';

// Two development accounts: their p2tr address, public key, ML-DSA key and MOTO balance.
const ACCOUNTS = {
  A: { p2tr: 'bcrt1paaa', publicKey: `02${'0a'.repeat(32)}`, mldsa: 'a1'.repeat(32), moto: 5n },
  B: { p2tr: 'bcrt1pbbb', publicKey: `03${'0b'.repeat(32)}`, mldsa: 'b1'.repeat(32), moto: 7n },
};
type Name = keyof typeof ACCOUNTS;
const senderOf = (name: Name) => Address.fromString(ACCOUNTS[name].mldsa, ACCOUNTS[name].publicKey);

/** What walletconnect's useWalletConnect returns, changed by the test as the library does. */
const connection = vi.hoisted(() => {
  let state: Record<string, unknown> = { walletAddress: null, publicKey: null, address: null };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch: Record<string, unknown>) {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});

vi.mock('@btc-vision/walletconnect', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    SupportedWallets: { OP_WALLET: 'OP_WALLET', UNISAT: 'UNISAT' },
    WalletConnectProvider: ({ children }: { children: unknown }) => children,
    useWalletConnect: () => useSyncExternalStore(connection.subscribe, connection.get),
  };
});
vi.mock('./network-follow.ts', () => ({
  followNetworkChanges: () => () => undefined,
  syncDevWallet: async () => undefined,
}));
vi.mock('./reconnect.ts', () => ({ reconnectSavedWallet: async () => false }));
const chain = vi.hoisted(() => ({ balanceOf: new Map<string, bigint>() }));
vi.mock('../../entities/tokens/chain/token-chain.ts', () => ({
  readTokenBalance: async (_network: string, _token: string, owner: { toHex(): string }) =>
    chain.balanceOf.get(owner.toHex()) ?? 0n,
}));

const { default: WalletBridge } = await import('./wallet-bridge.tsx');

/** The injected OP_WALLET, on whichever account the test selects. */
const injected = {
  account: 'A' as Name,
  chain: 'BITCOIN_REGTEST',
  listeners: new Map<string, Set<() => void>>(),
};
function installWallet() {
  const current = () => ACCOUNTS[injected.account];
  (window as unknown as { opnet: object }).opnet = {
    getAccounts: async () => [current().p2tr],
    requestAccounts: async () => [current().p2tr],
    getPublicKey: async () => current().publicKey,
    getChain: async () => ({ enum: injected.chain }),
    web3: { getMLDSAPublicKey: async () => current().mldsa },
    on: (event: string, listener: () => void) => {
      const set = injected.listeners.get(event) ?? new Set();
      injected.listeners.set(event, set.add(listener));
    },
    removeListener: (event: string, listener: () => void) =>
      injected.listeners.get(event)?.delete(listener),
  };
}

/** Every (address, MOTO balance) pair the screen showed, in order. */
const shown: string[] = [];
function Balance() {
  const address = useWalletStore((state) => state.wallet?.address ?? 'none');
  const { data } = useTokenBalance(MOTO);
  const text = `${address}: ${data?.toString() ?? 'loading'}`;
  shown.push(text);
  return <p>{text}</p>;
}

/** As walletconnect reports an account switch: the address first, its keys one await later each. */
async function reportAccountSwitch(name: Name) {
  const account = ACCOUNTS[name];
  connection.set({ walletAddress: account.p2tr });
  await act(async () => undefined);
  connection.set({ publicKey: account.publicKey });
  await act(async () => undefined);
  connection.set({ address: senderOf(name) });
  await act(async () => undefined);
}

afterEach(() => {
  shown.length = 0;
  chain.balanceOf.clear();
  injected.account = 'A';
  injected.chain = 'BITCOIN_REGTEST';
  injected.listeners.clear();
  connection.set({ walletAddress: null, publicKey: null, address: null });
  delete (window as { opnet?: unknown }).opnet;
  useWalletStore.setState({ wallet: null, actions: null });
  useNetworkStore.setState({ network: 'regtest' });
});

/** The bridge and a balance on screen, with account A connected as walletconnect reports it. */
function renderConnected() {
  installWallet();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WalletBridge />
      <Balance />
    </QueryClientProvider>,
  );
  connection.set({
    walletAddress: ACCOUNTS.A.p2tr,
    walletType: 'OP_WALLET',
    publicKey: ACCOUNTS.A.publicKey,
    address: senderOf('A'),
    network: { chainType: injected.chain },
  });
}

describe('WalletBridge', () => {
  it("an account switch never shows the previous account's balance under the new account", async () => {
    chain.balanceOf.set(senderOf('A').toHex(), ACCOUNTS.A.moto);
    chain.balanceOf.set(senderOf('B').toHex(), ACCOUNTS.B.moto);
    renderConnected();
    expect(await screen.findByText('bcrt1paaa: 5')).toBeInTheDocument();

    injected.account = 'B';
    await reportAccountSwitch('B');

    expect(await screen.findByText('bcrt1pbbb: 7')).toBeInTheDocument();
    expect(shown.filter((text) => text.startsWith('bcrt1pbbb'))).not.toContain('bcrt1pbbb: 5');
    expect(useWalletStore.getState().wallet).toMatchObject({
      address: 'bcrt1pbbb',
      publicKey: ACCOUNTS.B.publicKey,
    });
    expect(useWalletStore.getState().wallet?.sender?.toHex()).toBe(senderOf('B').toHex());
  });

  it('a connect ends once the account is shown, so the end of a reconnect never shows no wallet', async () => {
    installWallet();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <WalletBridge />
      </QueryClientProvider>,
    );
    connection.set({
      connectToWallet: async () =>
        connection.set({
          walletAddress: ACCOUNTS.A.p2tr,
          walletType: 'OP_WALLET',
          publicKey: ACCOUNTS.A.publicKey,
          address: senderOf('A'),
        }),
    });
    const actions = await vi.waitFor(() => {
      const current = useWalletStore.getState().actions;
      if (!current) throw new Error('no actions yet');
      return current;
    });

    // The wallet is slow to give its keys, as a real one may be.
    const opnet = (window as unknown as { opnet: { getPublicKey(): Promise<string> } }).opnet;
    const key = opnet.getPublicKey;
    opnet.getPublicKey = () => new Promise((resolve) => setTimeout(() => resolve(key()), 50));
    let walletWhenConnected = null;
    await act(async () => {
      await actions.connect('OP_WALLET');
      walletWhenConnected = useWalletStore.getState().wallet;
    });
    expect(walletWhenConnected).toMatchObject({ kind: 'OP_WALLET', address: 'bcrt1paaa' });
  });

  it("follows the wallet's own network switch, Testnet to Regtest, and stays connected", async () => {
    injected.chain = 'OPNET_TESTNET';
    renderConnected();
    await vi.waitFor(() => expect(useNetworkStore.getState().network).toBe('testnet'));

    injected.chain = 'BITCOIN_REGTEST';
    await act(async () => {
      for (const listener of injected.listeners.get('chainChanged') ?? []) listener();
    });

    await vi.waitFor(() => expect(useNetworkStore.getState().network).toBe('regtest'));
    expect(useWalletStore.getState().wallet).toMatchObject({
      address: 'bcrt1paaa',
      chain: 'BITCOIN_REGTEST',
    });
  });
});
