import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage/local-storage.ts';
import { type ConnectedWallet, useWalletStore } from '../../lib/wallet/wallet-store.ts';
import { z } from 'zod/mini';

const devWallet = vi.hoisted(() => ({
  installed: null as object | null,
  install: vi.fn(),
  uninstall: vi.fn(),
  info: null as object | null,
}));

vi.mock('./dev-wallet/dev-wallet.ts', () => ({
  installedDevWallet: () => devWallet.installed,
  installDevWallet: devWallet.install,
  uninstallDevWallet: () => {
    devWallet.uninstall();
    const had = devWallet.installed !== null;
    devWallet.installed = null;
    delete (window as { opnet?: unknown }).opnet;
    return had;
  },
}));
vi.mock('./dev-wallet/devnet-rpc.ts', () => ({
  fetchDevnetInfo: async () => devWallet.info,
}));
vi.mock('../../lib/chain/load-chain.ts', () => ({
  loadChain: async () => ({ getProvider: () => ({}) }),
}));

const { followAppNetwork, followNetworkChanges } = await import('./network-follow.ts');

function connect(kind: ConnectedWallet['kind'], chain: string) {
  const injected = { switchChain: vi.fn(async () => undefined), getAccounts: vi.fn() };
  (window as unknown as Record<string, unknown>)[kind === 'OP_WALLET' ? 'opnet' : 'unisat'] =
    injected;
  const disconnect = vi.fn(async () => undefined);
  useWalletStore.setState({
    wallet: { kind, address: 'bcrt1p', publicKey: '02', sender: null, signer: null, chain },
    actions: { connect: vi.fn(), disconnect, signMessage: vi.fn(), isInstalled: () => true },
  });
  writeStored(STORAGE_KEYS.walletType, kind);
  return { injected, disconnect };
}

/** The wallet bridge is loaded but no wallet is connected. */
function idleWallet() {
  const actions = {
    connect: vi.fn(),
    disconnect: vi.fn(),
    signMessage: vi.fn(),
    isInstalled: () => true,
  };
  useWalletStore.setState({ wallet: null, actions });
  return { actions };
}

const savedKind = () => readStored(STORAGE_KEYS.walletType, z.nullable(z.string()), null);

beforeEach(() => {
  devWallet.installed = null;
  devWallet.info = null;
});

afterEach(() => {
  vi.clearAllMocks();
  delete (window as { opnet?: unknown }).opnet;
  delete (window as { unisat?: unknown }).unisat;
  useWalletStore.setState({ wallet: null, actions: null });
  useNetworkStore.setState({ network: 'regtest' });
});

describe('followAppNetwork', () => {
  it('leaving regtest disconnects and removes the connected dev wallet and forgets it', async () => {
    const { injected, disconnect } = connect('OP_WALLET', 'BITCOIN_REGTEST');
    devWallet.installed = injected;
    useNetworkStore.setState({ network: 'testnet' });

    await followAppNetwork('testnet');

    expect(injected.switchChain).toHaveBeenCalledWith('OPNET_TESTNET');
    expect(disconnect).toHaveBeenCalled();
    expect(devWallet.uninstall).toHaveBeenCalled();
    expect((window as { opnet?: unknown }).opnet).toBeUndefined();
    expect(savedKind()).toBeNull();
    expect(devWallet.install).not.toHaveBeenCalled();
  });

  it('asks a real wallet on another chain to switch, and keeps it when it refuses', async () => {
    const { injected, disconnect } = connect('UNISAT', 'BITCOIN_REGTEST');
    injected.switchChain.mockRejectedValueOnce(Object.assign(new Error('no'), { code: 4001 }));

    await followAppNetwork('mainnet');

    expect(injected.switchChain).toHaveBeenCalledWith('BITCOIN_MAINNET');
    expect(disconnect).not.toHaveBeenCalled();
    expect(savedKind()).toBe('UNISAT');
  });

  it('mirrors the chain the wallet reports after switching', async () => {
    const { injected } = connect('UNISAT', 'BITCOIN_REGTEST');
    Object.assign(injected, { getChain: async () => ({ enum: 'OPNET_TESTNET' }) });
    await followAppNetwork('testnet');
    expect(useWalletStore.getState().wallet?.chain).toBe('OPNET_TESTNET');
  });

  it('leaves a wallet already on the app network alone', async () => {
    const { injected } = connect('UNISAT', 'OPNET_TESTNET');
    await followAppNetwork('testnet');
    expect(injected.switchChain).not.toHaveBeenCalled();
  });

  it('switching to regtest on a devnet installs the dev wallet so it can be connected', async () => {
    devWallet.info = { network: 'regtest', mnemonic: 'm', accounts: [] };
    useNetworkStore.setState({ network: 'regtest' });
    await followAppNetwork('regtest');
    expect(devWallet.install).toHaveBeenCalledWith(devWallet.info, {}, expect.any(String));
  });

  it('coming back to regtest reconnects the dev wallet that was connected when the app left', async () => {
    const { injected } = connect('OP_WALLET', 'BITCOIN_REGTEST');
    // Like the development wallet, asked for another chain it leaves: the store empties at once.
    injected.switchChain.mockImplementation(async () => {
      useWalletStore.setState({ wallet: null });
    });
    const actions = useWalletStore.getState().actions!;
    devWallet.installed = injected;
    useNetworkStore.setState({ network: 'testnet' });
    await followAppNetwork('testnet');

    devWallet.info = { network: 'regtest', mnemonic: 'm', accounts: [] };
    useNetworkStore.setState({ network: 'regtest' });
    await followAppNetwork('regtest');

    expect(devWallet.install).toHaveBeenCalled();
    expect(actions.connect).toHaveBeenCalledWith('OP_WALLET');
  });

  it('does not connect a dev wallet the user had not connected, nor over another wallet', async () => {
    const { actions } = idleWallet();
    devWallet.installed = {};
    await followAppNetwork('testnet');
    devWallet.info = { network: 'regtest', mnemonic: 'm', accounts: [] };
    await followAppNetwork('regtest');
    expect(devWallet.install).toHaveBeenCalled();
    expect(actions.connect).not.toHaveBeenCalled();

    const { injected } = connect('OP_WALLET', 'BITCOIN_REGTEST');
    devWallet.installed = injected;
    useNetworkStore.setState({ network: 'testnet' });
    await followAppNetwork('testnet');
    connect('UNISAT', 'BITCOIN_REGTEST');
    useNetworkStore.setState({ network: 'regtest' });
    await followAppNetwork('regtest');
    expect(useWalletStore.getState().actions?.connect).not.toHaveBeenCalled();
  });

  it('does not install it when the node is no devnet, or when the user moved on', async () => {
    await followAppNetwork('regtest');
    devWallet.info = { network: 'regtest', mnemonic: 'm', accounts: [] };
    useNetworkStore.setState({ network: 'mainnet' });
    await followAppNetwork('regtest');
    expect(devWallet.install).not.toHaveBeenCalled();
  });
});

describe('followNetworkChanges', () => {
  it('follows the header switch until stopped', async () => {
    const { injected } = connect('UNISAT', 'BITCOIN_REGTEST');
    const stop = followNetworkChanges();
    useNetworkStore.getState().setNetwork('testnet');
    await vi.waitFor(() => expect(injected.switchChain).toHaveBeenCalledWith('OPNET_TESTNET'));
    stop();
    useNetworkStore.getState().setNetwork('mainnet');
    await new Promise((resolve) => setTimeout(resolve));
    expect(injected.switchChain).toHaveBeenCalledTimes(1);
  });
});
